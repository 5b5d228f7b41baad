import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { createS3Storage } from '../src/lib/storage.ts';
import { bearer, createTestApp, DEMO_ACCOUNTS, login } from './helper.ts';

// Issue #18: uploads in an S3-compatible bucket, readable through every API process. s3rver is a
// real S3 server (HTTP, signatures, objects on disk) started here; nothing is mocked.

const BUCKET = 'vidya-uploads';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
// A different real image (a 1×1 JPEG's signature is enough for the upload check).
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('second photo')]);

const s3Directory = mkdtempSync(join(tmpdir(), 'vidya-s3-'));
const s3 = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: s3Directory,
  configureBuckets: [{ name: BUCKET }],
});
const { port } = await s3.run();
afterAll(async () => {
  await s3.close();
  rmSync(s3Directory, { recursive: true, force: true });
});

const s3Env = {
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  // The fleet shares its signing secret, as it shares the bucket.
  JWT_SECRET: 'a-signing-secret-both-processes-share-0123456789',
};

function upload(app: App, access: string, bytes: Buffer, filename: string) {
  const boundary = 'vidyaboundary';
  return app.inject({
    method: 'POST',
    url: '/api/students/profile/photo/',
    headers: { ...bearer(access), 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

describe('uploads on S3 across two API processes', async () => {
  // Two processes on one database and one bucket, each with a data directory of its own, so
  // nothing can be read from a shared disk.
  const { app: first, env, database } = await createTestApp(s3Env);
  const otherDataDir = mkdtempSync(join(tmpdir(), 'vidya-test-'));
  const second = await buildApp({
    env: { ...env, DATA_DIR: otherDataDir, dataDir: otherDataDir },
    database,
    serveWeb: false,
    logger: false,
  });
  await second.ready();
  afterAll(async () => {
    await second.close();
    rmSync(otherDataDir, { recursive: true, force: true });
  });

  it('a photo uploaded through one process is served by the other, then replaced and removed', async () => {
    const { access } = await login(first, 'student', DEMO_ACCOUNTS.platformStudent);
    const saved = await upload(first, access, PNG, 'me.png');
    expect(saved.statusCode, saved.body).toBe(200);
    const url = saved.json<{ photo: string }>().photo;
    expect(url).toMatch(/^\/media\/photos\/.+\.png$/);

    const read = await second.inject({ method: 'GET', url });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['cache-control']).toContain('immutable');
    expect(read.rawPayload.equals(PNG)).toBe(true);
    const head = await second.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);

    // A new photo through the other process: the new one is served everywhere, the old one is gone.
    const replaced = await upload(second, access, JPEG, 'me.jpg');
    expect(replaced.statusCode, replaced.body).toBe(200);
    const newUrl = replaced.json<{ photo: string }>().photo;
    expect(newUrl).toMatch(/^\/media\/photos\/.+\.jpg$/);
    const fresh = await first.inject({ method: 'GET', url: newUrl });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['content-type']).toBe('image/jpeg');
    expect(fresh.rawPayload.equals(JPEG)).toBe(true);
    expect((await first.inject({ method: 'GET', url })).statusCode).toBe(404);

    const removed = await first.inject({
      method: 'DELETE',
      url: '/api/students/profile/photo/',
      headers: bearer(access),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ photo: string | null }>().photo).toBeNull();
    expect((await second.inject({ method: 'GET', url: newUrl })).statusCode).toBe(404);
  });

  it('a key that was never stored, or that climbs out of the uploads, is a 404 with a detail', async () => {
    for (const url of ['/media/photos/none.png', '/media/../jwt-secret', '/media/photos/%2e%2e/x.png']) {
      const response = await second.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ detail: string }>().detail).toBe('Not found.');
    }
  });

  it('saving under the same key again overwrites the object', async () => {
    const storage = createS3Storage({
      bucket: BUCKET,
      endpoint: s3Env.S3_ENDPOINT,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    const url = await storage.save('courses/overwrite.png', PNG);
    await storage.save('courses/overwrite.png', JPEG);
    const read = await first.inject({ method: 'GET', url });
    expect(read.rawPayload.equals(JPEG)).toBe(true);
    // The type is stored with the object: the extension's, whatever the bytes.
    expect(read.headers['content-type']).toBe('image/png');
    await storage.removeByUrl(url);
    expect((await first.inject({ method: 'GET', url })).statusCode).toBe(404);
    await storage.close();
  });

  it('closing the app destroys the S3 client, as it quits Redis', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vidya-test-'));
    const third = await buildApp({
      env: { ...env, DATA_DIR: dataDir, dataDir },
      database,
      serveWeb: false,
      logger: false,
    });
    try {
      await third.ready();
      // The client has served a request, so it holds a keep-alive socket to the server.
      expect((await third.inject({ method: 'GET', url: '/media/photos/none.png' })).statusCode).toBe(404);
      const { client } = third.context.storage as ReturnType<typeof createS3Storage>;
      const destroy = vi.spyOn(client, 'destroy');
      await third.close();
      expect(destroy).toHaveBeenCalledOnce();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
