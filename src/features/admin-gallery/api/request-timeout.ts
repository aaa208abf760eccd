/** After this a list read is abandoned and the device's copy answers; a write reports failure. */
export const ADMIN_GALLERY_TIMEOUT_MS = 10_000; // ms
export const GALLERY_BUCKET = 'gallery';
