/**
 * The API's photo rule (apps/api students service): checked here first so a wrong file is
 * refused at once, without uploading 10 MB to be told so. The server still decides.
 */
export const PHOTO_RULE = 'Upload a PNG, JPEG or WebP image of at most 2 MB.';
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Why this file cannot be a profile photo, or null when it can. */
export function checkPhoto(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return `That file is not a PNG, JPEG or WebP image. ${PHOTO_RULE}`;
  }
  if (file.size > PHOTO_MAX_BYTES) return `That image is larger than 2 MB. ${PHOTO_RULE}`;
  return null;
}
