/**
 * Pictures people upload. The API identifies an image by its bytes and enforces the size; the web
 * checks the claimed type and size first, so a wrong file is refused before it is sent.
 */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export type ImageUpload = { maxBytes: number; maxMegabytes: number; rule: string };

const imageUpload = (maxMegabytes: number): ImageUpload => ({
  maxBytes: maxMegabytes * 1024 * 1024,
  maxMegabytes,
  rule: `Upload a PNG, JPEG or WebP image of at most ${maxMegabytes} MB.`,
});

/** A student's or college's profile photo. */
export const PROFILE_PHOTO_UPLOAD = imageUpload(2);

/** A course's picture, uploaded by an admin. */
export const COURSE_IMAGE_UPLOAD = imageUpload(3);
