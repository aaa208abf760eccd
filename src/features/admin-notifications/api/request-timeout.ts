/** After this a delivery-log read or a notification action is abandoned and reported as failed. */
export const NOTIFICATION_REQUEST_TIMEOUT_MS = 10_000; // ms
