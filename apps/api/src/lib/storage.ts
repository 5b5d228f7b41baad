import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

/** Where uploaded files live. Local disk under DATA_DIR/uploads today; S3 can implement the same. */
export type FileStorage = {
  /** Saves the bytes under a key like `photos/abc.png` and returns the public URL. */
  save: (key: string, bytes: Buffer) => Promise<string>;
  /** Removes the file a public URL points at; unknown URLs are ignored. */
  removeByUrl: (url: string) => Promise<void>;
};

export const MEDIA_URL_PREFIX = '/media/';

export function createLocalStorage(rootDir: string): FileStorage {
  const pathFor = (key: string) => {
    const path = normalize(join(rootDir, key));
    if (!path.startsWith(rootDir)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  };
  return {
    save: async (key, bytes) => {
      const path = pathFor(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      return `${MEDIA_URL_PREFIX}${key}`;
    },
    removeByUrl: async (url) => {
      if (!url.startsWith(MEDIA_URL_PREFIX)) return;
      await rm(pathFor(url.slice(MEDIA_URL_PREFIX.length)), { force: true });
    },
  };
}

const IMAGE_SIGNATURES: { type: string; extension: string; matches: (bytes: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    extension: 'png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', extension: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/webp',
    extension: 'webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** Identifies an image by its bytes, not by the name or type the client claims. */
export function detectImage(bytes: Buffer): { type: string; extension: string } | undefined {
  return IMAGE_SIGNATURES.find((signature) => signature.matches(bytes));
}
