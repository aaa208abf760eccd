/** The storage bucket that holds the gallery's files. */
export const GALLERY_BUCKET = 'gallery';
