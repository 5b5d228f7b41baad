import { describe, expect, it } from 'vitest';
import { createTestApp, LOGIN_PATHS } from './helper.ts';

// Issue #18: every error reply carries the id of its request in `x-request-id`, and the log line
// the failure wrote carries the same id as `reqId`, so the reference a user reads out of an error
// message finds the line in the logs.

type LogLine = { reqId?: string; msg?: string; statusCode?: number; route?: string; level: number };

describe('request ids in error replies and logs', async () => {
  const lines: string[] = [];
  const { app, database } = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line) => void lines.push(line) } },
  );
  const logged = () => lines.map((line) => JSON.parse(line) as LogLine);
  const linesOf = (id: string) => logged().filter((line) => line.reqId === id);

  it('a refusal names its request in the header, and its log line has the same id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/students/profile/' });
    expect(response.statusCode).toBe(401);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{6}-[0-9a-z]+$/);
    expect(linesOf(String(id))).toEqual([
      expect.objectContaining({ msg: 'request refused', statusCode: 401, route: '/api/students/profile/' }),
    ]);
  });

  it('ids differ from request to request; a success carries none', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(
        async () => (await app.inject({ method: 'GET', url: '/api/nowhere/' })).headers['x-request-id'],
      ),
    );
    expect(new Set(ids).size).toBe(3);
    const ok = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-request-id']).toBeUndefined();
  });

  it('a URL the router refuses is named too', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/courses/%zz/' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{6}-/);
  });

  it('a server error is logged with the id the reply names', async () => {
    // Without its database every query fails: the unhandled-error path of a real outage.
    await database.close();
    // The file's clean-up closes it again; once is all a connection allows.
    database.close = () => Promise.resolve();
    const response = await app.inject({
      method: 'POST',
      url: LOGIN_PATHS.student,
      payload: { email: 'student@example.com', password: 'Demo@1234' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      detail: 'A server error occurred. Please try again later.',
      code: 'internal',
    });
    const id = String(response.headers['x-request-id']);
    const errors = linesOf(id).filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.msg).not.toBe('request refused');
  });
});
