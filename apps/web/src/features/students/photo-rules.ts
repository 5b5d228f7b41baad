import { t } from '@lingui/core/macro';
import { IMAGE_UPLOAD_TYPES, PROFILE_PHOTO_UPLOAD } from '@vidya/contract';

/**
 * The contract's photo rule (`PROFILE_PHOTO_UPLOAD.rule`) in the active language: the contract
 * writes it with its size, so the web writes the same sentence as its own message.
 */
export function describePhotoRule(): string {
  const { maxMegabytes } = PROFILE_PHOTO_UPLOAD;
  return t`Upload a PNG, JPEG or WebP image of at most ${maxMegabytes} MB.`;
}

/** Why this file cannot be a profile photo, or null when it can (the server checks the bytes again). */
export function checkPhoto(file: Pick<File, 'type' | 'size'>): string | null {
  const { maxBytes, maxMegabytes } = PROFILE_PHOTO_UPLOAD;
  const rule = describePhotoRule();
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    return t`That file is not a PNG, JPEG or WebP image. ${rule}`;
  }
  if (file.size > maxBytes) return t`That image is larger than ${maxMegabytes} MB. ${rule}`;
  return null;
}
