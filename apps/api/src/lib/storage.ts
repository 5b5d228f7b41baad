import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, normalize } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

/** An uploaded file opened for sending. */
export type StoredFile = { body: Readable; contentType: string; length?: number };

/**
 * Where uploaded files live: local disk under DATA_DIR/uploads by default, or an S3-compatible
 * bucket that every API process of a fleet shares (issue #18, decision 034).
 */
export type FileStorage = {
  kind: 'local' | 's3';
  /** Saves the bytes under a key like `photos/abc.png` and returns the public URL. */
  save: (key: string, bytes: Buffer) => Promise<string>;
  /** Removes the file a public URL points at; unknown URLs are ignored. */
  removeByUrl: (url: string) => Promise<void>;
  /** Opens the file stored under a key, or undefined when there is none. */
  open: (key: string) => Promise<StoredFile | undefined>;
  /** Lets go of what the storage holds open (the S3 client's sockets); called when the app closes. */
  close: () => Promise<void>;
};

export const MEDIA_URL_PREFIX = '/media/';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};
/** The type a stored file is served with, from the extension its key was given when saved. */
export const contentTypeOf = (key: string): string =>
  CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';

/** Keys are ours (`photos/<uuid>.png`); one from a URL must not climb out of the uploads. */
export const isSafeKey = (key: string): boolean =>
  key.length > 0 &&
  key.length <= 512 &&
  !key.startsWith('/') &&
  key.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && !part.startsWith('.'));

export function createLocalStorage(rootDir: string): FileStorage {
  const pathFor = (key: string) => {
    const path = normalize(join(rootDir, key));
    if (!path.startsWith(rootDir)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  };
  return {
    kind: 'local',
    open: async (key) => {
      if (!isSafeKey(key)) return undefined;
      const path = pathFor(key);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { body: createReadStream(path), contentType: contentTypeOf(key), length: info.size };
    },
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
    close: async () => undefined,
  };
}

export type S3Settings = {
  bucket: string;
  /** For a server other than AWS (MinIO, Ceph, s3rver): its URL. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path (`http://host/bucket/key`), which most servers besides AWS need. */
  forcePathStyle: boolean;
};

/**
 * Uploads in an S3-compatible bucket: every process of a fleet reads what any of them wrote.
 * The public URL stays `/media/<key>` and the API streams the object (plugins/media.ts), so the
 * bucket can stay private and stored URLs do not change when a deployment moves to S3.
 */
export function createS3Storage(settings: S3Settings): FileStorage & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    client,
    // The client keeps keep-alive sockets to the server; without this a closed app leaves them.
    close: async () => client.destroy(),
    save: async (key, bytes) => {
      if (!isSafeKey(key)) throw new Error(`storage key is not valid: ${key}`);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentTypeOf(key) }),
      );
      return `${MEDIA_URL_PREFIX}${key}`;
    },
    removeByUrl: async (url) => {
      if (!url.startsWith(MEDIA_URL_PREFIX)) return;
      const key = url.slice(MEDIA_URL_PREFIX.length);
      if (!isSafeKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    open: async (key) => {
      if (!isSafeKey(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return undefined;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? contentTypeOf(key),
          length: object.ContentLength,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
        throw error;
      }
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
