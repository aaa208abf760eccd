/**
 * Do Not Track and Global Privacy Control: a visitor who sent either is not recorded at all (no
 * storage, no listeners that send, no request).
 */
export interface PrivacySignals {
  navigator?: { doNotTrack?: string | null; globalPrivacyControl?: boolean };
  window?: { doNotTrack?: string | null };
}

export function optedOut({ navigator, window }: PrivacySignals): boolean {
  return navigator?.doNotTrack === '1' || window?.doNotTrack === '1' || navigator?.globalPrivacyControl === true;
}
