import { IMAGE_UPLOAD_TYPES, PROFILE_PHOTO_UPLOAD } from '@vidya/contract';

/** Why this file cannot be a profile photo, or null when it can (the server checks the bytes again). */
export function checkPhoto(file: Pick<File, 'type' | 'size'>): string | null {
  const { maxBytes, maxMegabytes, rule } = PROFILE_PHOTO_UPLOAD;
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    return `That file is not a PNG, JPEG or WebP image. ${rule}`;
  }
  if (file.size > maxBytes) return `That image is larger than ${maxMegabytes} MB. ${rule}`;
  return null;
}
