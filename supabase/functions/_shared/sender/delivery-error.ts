/**
 * A delivery that did not happen, and whether trying again can help. `permanent` makes the job dead at
 * once (an address the mail service refuses); otherwise it is retried with backoff for a day. `gone`
 * means the push service no longer knows the subscription (404/410): it is removed.
 */
export class DeliveryError extends Error {
  readonly permanent: boolean;
  readonly gone: boolean;

  constructor(message: string, options: { permanent?: boolean; gone?: boolean } = {}) {
    super(message);
    this.name = 'DeliveryError';
    this.permanent = options.permanent ?? false;
    this.gone = options.gone ?? false;
  }
}

/** One line, at most `max` characters: what is stored as the job's last error. */
export function describeError(error: unknown, max = 500): string {
  const message = (error as { message?: unknown } | null)?.message;
  const text = typeof message === 'string' ? message : String(error);
  const line = text.replace(/[\r\n\t]+/g, ' ').trim() || 'unknown error';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
