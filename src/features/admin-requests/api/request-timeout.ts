/** After this a list read is abandoned and the device's copy answers; a status write reports failure. */
export const ADMIN_REQUEST_TIMEOUT_MS = 10_000; // ms
