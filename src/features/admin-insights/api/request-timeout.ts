/** After this a read is abandoned and the device's copy answers. */
export const INSIGHTS_TIMEOUT_MS = 10_000; // ms
