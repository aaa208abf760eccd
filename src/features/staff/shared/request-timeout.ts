/**
 * How long a staff read or write waits for the server. After this a read is abandoned and the device's copy
 * answers (where there is one); a write reports failure, or waits in the device's queue where it can.
 */
export const STAFF_REQUEST_TIMEOUT_MS = 10_000; // ms
