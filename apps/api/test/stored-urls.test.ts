import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { colleges, courses, lessonResources, lessons, users } from '../src/db/schema.ts';
import { bearer, createTestApp, DEMO_ACCOUNTS, login } from './helper.ts';

const { app, database } = await createTestApp();
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  college: (await login(app, 'college', DEMO_ACCOUNTS.college)).access,
};

/** Links that run script (or are no web address at all) wherever they are later linked. */
const REFUSED = [
  'javascript:alert(document.domain)',
  'JAVASCRIPT:alert(document.domain)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  ' DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  '//evil.example/x',
  'www.college.edu.in',
];
const ACCEPTED = [
  ['https://college.edu.in', 'https://college.edu.in'],
  ['http://college.edu.in/about', 'http://college.edu.in/about'],
  ['  HTTPS://College.EDU.in/  ', 'HTTPS://College.EDU.in/'],
] as const;

const send = (method: 'POST' | 'PUT', url: string, payload: object, token?: string) =>
  app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

function expectRefused(response: Awaited<ReturnType<typeof send>>, field: string, text: string) {
  expect(response.statusCode, `${JSON.stringify(text)}: ${response.body}`).toBe(400);
  const body = response.json<{ detail: string; code: string; errors: Record<string, string[]> }>();
  expect(body.code).toBe('invalid');
  expect(Object.keys(body.errors)).toEqual([field]);
  expect(body.detail).toMatch(new RegExp(`^Invalid ${field}: `));
}

async function countRows(table: typeof lessons | typeof lessonResources) {
  const [row] = await database.db.select({ rows: count() }).from(table);
  return row?.rows ?? 0;
}

describe('college website', () => {
  let counter = 0;
  const college = (website: string) => ({
    college_name: 'Riverside Arts and Science College',
    contact_person: 'Dr. Kavita Rao',
    email: `riverside.${++counter}@example.org`,
    password: 'Str0ng!pass',
    phone: '+91 80 4455 6677',
    city: 'Mysuru',
    state: 'Karnataka',
    website,
  });
  const accountExists = async (email: string) =>
    (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length > 0;

  it('at sign-up: anything but http(s) is refused, naming website, and nothing is stored', async () => {
    for (const text of REFUSED) {
      const body = college(text);
      expectRefused(await send('POST', '/api/colleges/register/', body), 'website', text);
      expect(await accountExists(body.email)).toBe(false);
    }
  });

  it('at sign-up: http and https are stored, trimmed', async () => {
    for (const [text, stored] of ACCEPTED) {
      const body = college(text);
      expect((await send('POST', '/api/colleges/register/', body)).statusCode).toBe(201);
      const [row] = await database.db
        .select({ website: colleges.website })
        .from(colleges)
        .innerJoin(users, eq(users.id, colleges.userId))
        .where(eq(users.email, body.email));
      expect(row?.website).toBe(stored);
    }
  });

  it('in the profile: anything but http(s) is refused and the stored website stays', async () => {
    const profile = () =>
      app.inject({ method: 'GET', url: '/api/colleges/profile/', headers: bearer(tokens.college) });
    const before = (await profile()).json<{ website: string | null }>().website;
    for (const text of REFUSED) {
      expectRefused(
        await send('PUT', '/api/colleges/profile/', { website: text }, tokens.college),
        'website',
        text,
      );
    }
    expect((await profile()).json<{ website: string | null }>().website).toBe(before);

    for (const [text, stored] of ACCEPTED) {
      const saved = await send('PUT', '/api/colleges/profile/', { website: text }, tokens.college);
      expect(saved.statusCode).toBe(200);
      expect(saved.json<{ website: string | null }>().website).toBe(stored);
    }
    const cleared = await send('PUT', '/api/colleges/profile/', { website: null }, tokens.college);
    expect(cleared.json<{ website: string | null }>().website).toBeNull();
  });
});

const [course] = await database.db
  .select({ id: courses.id })
  .from(courses)
  .where(eq(courses.slug, 'full-stack-web-development-with-react-and-node-js'));
const [lesson] = await database.db
  .select({ id: lessons.id, videoUrl: lessons.videoUrl })
  .from(lessons)
  .where(eq(lessons.courseId, course!.id))
  .limit(1);

describe('lesson video and resource links', () => {
  const storedVideo = async () =>
    (
      await database.db.select({ videoUrl: lessons.videoUrl }).from(lessons).where(eq(lessons.id, lesson!.id))
    )[0]?.videoUrl;

  it('a new lesson needs an http(s) video link', async () => {
    const lessonsBefore = await countRows(lessons);
    let order = 900;
    const create = (videoUrl: string) =>
      send(
        'POST',
        '/api/courses/lessons/create/',
        { course: course!.id, title: 'Closures', video_url: videoUrl, order: ++order },
        tokens.admin,
      );
    for (const text of REFUSED) expectRefused(await create(text), 'video_url', text);
    expect(await countRows(lessons)).toBe(lessonsBefore);

    for (const [text, stored] of ACCEPTED) {
      const created = await create(text);
      expect(created.statusCode).toBe(201);
      expect(created.json<{ video_url: string }>().video_url).toBe(stored);
    }
  });

  it('an edited lesson keeps its video link unless the new one is http(s)', async () => {
    const update = (videoUrl: string) =>
      send('PUT', `/api/courses/lessons/${lesson!.id}/update/`, { video_url: videoUrl }, tokens.admin);
    for (const text of REFUSED) expectRefused(await update(text), 'video_url', text);
    expect(await storedVideo()).toBe(lesson!.videoUrl);

    const [[text, stored]] = [ACCEPTED[2]];
    expect((await update(text)).statusCode).toBe(200);
    expect(await storedVideo()).toBe(stored);
  });

  it('a resource is an http(s) link', async () => {
    const resourcesBefore = await countRows(lessonResources);
    const create = (url: string) =>
      send(
        'POST',
        '/api/courses/resources/create/',
        { lesson: lesson!.id, title: 'Slides', url },
        tokens.admin,
      );
    for (const text of REFUSED) expectRefused(await create(text), 'url', text);
    expect(await countRows(lessonResources)).toBe(resourcesBefore);

    for (const [text, stored] of ACCEPTED) {
      const created = await create(text);
      expect(created.statusCode).toBe(201);
      expect(created.json<{ url: string }>().url).toBe(stored);
    }
  });
});
