/** After this a read is abandoned and the device's copy answers; marking as seen reports failure. */
export const ADMIN_SUMMARY_TIMEOUT_MS = 10_000; // ms
