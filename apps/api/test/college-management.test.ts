import { parse } from 'csv-parse/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { LOGIN_SERVER_ERRORS, SUCCESS_MESSAGES } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { auditEvents, colleges, exams, students, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import * as accounts from '../src/modules/accounts/repository.ts';
import {
  bearer,
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  login,
  LOGIN_PATHS,
  readOutbox,
} from './helper.ts';

const { app, env, database } = await createTestApp();
const { db } = database;
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
  college: (await login(app, 'college', DEMO_ACCOUNTS.secondCollege)).access,
};
const passwordHash = await hashPassword(DEMO_PASSWORD);

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token: string | null = tokens.admin, payload?: object) =>
  app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

type College = { id: number; college_name: string; is_approved_by_admin: boolean; email: string };
type Page = {
  count: number;
  page_size: number;
  current_page: number;
  total_pages: number;
  next: number | null;
  previous: number | null;
  results: College[];
};

let made = 0;
/** A college that signed up (verified email), pending unless told otherwise. */
async function newCollege(
  name: string,
  options: { approved?: boolean; language?: 'en' | 'hi'; createdAt?: Date } = {},
) {
  made += 1;
  const email = `college.${made}.${Date.now()}@example.com`;
  const userId = await accounts.insertUser(db, {
    email,
    fullName: `Contact ${made}`,
    role: 'college',
    passwordHash,
    emailVerifiedAt: new Date(),
    language: options.language ?? null,
  });
  const id = await accounts.insertCollege(db, userId, {
    collegeName: name,
    contactPerson: `Contact ${made}`,
    city: 'Nagpur',
    state: 'Maharashtra',
    isApprovedByAdmin: options.approved ?? false,
    approvedAt: options.approved ? new Date() : null,
    ...(options.createdAt && { createdAt: options.createdAt }),
  });
  return { id, userId, email };
}

const collegeLogin = (email: string) =>
  app.inject({ method: 'POST', url: LOGIN_PATHS.college, payload: { email, password: DEMO_PASSWORD } });

const auditOf = (collegeIds: number[]) =>
  db
    .select({
      action: auditEvents.action,
      targetId: auditEvents.targetId,
      actorEmail: auditEvents.actorEmail,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, 'college'), inArray(auditEvents.targetId, collegeIds)))
    .orderBy(auditEvents.id);

const approvalOf = async (collegeId: number) => {
  const [row] = await db
    .select({ isApproved: colleges.isApprovedByAdmin, deletedAt: colleges.deletedAt })
    .from(colleges)
    .where(eq(colleges.id, collegeId));
  return row;
};

const PAGE_KEYS = ['count', 'current_page', 'next', 'page_size', 'previous', 'results', 'total_pages'];

describe('who may manage colleges', () => {
  const routes: [Method, string, object?][] = [
    ['GET', '/api/admin-portal/colleges/'],
    ['GET', '/api/admin-portal/colleges/1/'],
    ['GET', '/api/admin-portal/colleges/export/'],
    ['GET', '/api/admin-portal/colleges/registered/'],
    ['GET', '/api/admin-portal/colleges/pending/'],
    ['GET', '/api/admin-portal/colleges/analytics/'],
    ['POST', '/api/admin-portal/colleges/bulk-approve/', { college_ids: [999_999] }],
    ['POST', '/api/admin-portal/colleges/bulk-delete/', { college_ids: [999_999] }],
    ['POST', '/api/admin-portal/colleges/999999/approve/'],
    ['DELETE', '/api/admin-portal/colleges/999999/'],
    ['GET', '/api/colleges/admin/view-all/'],
    ['GET', '/api/colleges/admin/registered/'],
    ['GET', '/api/colleges/admin/pending/'],
    ['POST', '/api/colleges/admin/approve/999999/'],
  ];

  it.each(routes)('%s %s: admins only', async (method, url, payload) => {
    expect((await call(method, url, null, payload)).statusCode).toBe(401);
    expect((await call(method, url, tokens.student, payload)).statusCode).toBe(403);
    expect((await call(method, url, tokens.college, payload)).statusCode).toBe(403);
    const byAdmin = await call(method, url, tokens.admin, payload);
    // The ids above name no college: the admin is let through and told so.
    expect([200, 400, 404], byAdmin.body).toContain(byAdmin.statusCode);
    if (method === 'GET' && !url.includes('/1/')) expect(byAdmin.statusCode).toBe(200);
  });
});

describe('the registered and pending lists', () => {
  it('page as spec §7 says: registered 10 a page, pending 20, page 1 first', async () => {
    for (let index = 0; index < 21; index += 1) await newCollege(`Queue College ${index}`);
    for (let index = 0; index < 11; index += 1)
      await newCollege(`Listed College ${index}`, { approved: true });

    const pending = (await call('GET', '/api/admin-portal/colleges/pending/')).json<Page>();
    expect(Object.keys(pending).sort()).toEqual(PAGE_KEYS);
    // The seed's Greenfield Polytechnic waits too.
    expect(pending).toMatchObject({
      count: 22,
      page_size: 20,
      current_page: 1,
      total_pages: 2,
      next: 2,
      previous: null,
    });
    expect(pending.results).toHaveLength(20);
    expect(pending.results.every((college) => !college.is_approved_by_admin)).toBe(true);
    const second = (await call('GET', '/api/admin-portal/colleges/pending/?page=2')).json<Page>();
    expect(second).toMatchObject({ count: 22, current_page: 2, next: null, previous: 1 });
    expect(second.results).toHaveLength(2);
    const seen = new Set([...pending.results, ...second.results].map((college) => college.id));
    expect(seen.size, 'no college on two pages').toBe(22);

    const registered = (await call('GET', '/api/admin-portal/colleges/registered/')).json<Page>();
    expect(Object.keys(registered).sort()).toEqual(PAGE_KEYS);
    // The seed's two approved colleges and the eleven above.
    expect(registered).toMatchObject({ count: 13, page_size: 10, current_page: 1, total_pages: 2, next: 2 });
    expect(registered.results.every((college) => college.is_approved_by_admin)).toBe(true);
    const names = registered.results.map((college) => college.college_name);
    expect(names.map((name) => name.charAt(0))).toEqual([...names.map((name) => name.charAt(0))].sort());

    const custom = (
      await call('GET', '/api/admin-portal/colleges/registered/?page=2&page_size=5')
    ).json<Page>();
    expect(custom).toMatchObject({ count: 13, page_size: 5, current_page: 2, total_pages: 3, previous: 1 });
    expect((await call('GET', '/api/admin-portal/colleges/pending/?page_size=101')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin-portal/colleges/pending/?page=0')).statusCode).toBe(400);
  });

  it('trims the search, and an empty one lists everything', async () => {
    const found = (
      await call('GET', '/api/admin-portal/colleges/pending/?search=%20%20greenfield%20%20')
    ).json<Page>();
    expect(found.results.map((college) => college.college_name)).toEqual(['Greenfield Polytechnic']);
    const blank = (await call('GET', '/api/admin-portal/colleges/pending/?search=%20%20%20')).json<Page>();
    const none = (await call('GET', '/api/admin-portal/colleges/pending/')).json<Page>();
    expect(blank.count).toBe(none.count);
    const byCity = (
      await call('GET', '/api/admin-portal/colleges/registered/?search=%20Kochi%20')
    ).json<Page>();
    expect(byCity.results.map((college) => college.college_name)).toEqual([
      'Lakeview College of Engineering',
    ]);
    const literal = (await call('GET', '/api/admin-portal/colleges/registered/?search=%25')).json<Page>();
    expect(literal.count, '% matches itself, not everything').toBe(0);
  });

  it('the spec’s /colleges/admin/ lists answer plain lists', async () => {
    const all = await call('GET', '/api/colleges/admin/view-all/');
    const registered = await call('GET', '/api/colleges/admin/registered/?search=%20lakeview%20');
    const pending = await call('GET', '/api/colleges/admin/pending/');
    for (const response of [all, registered, pending]) {
      expect(response.statusCode).toBe(200);
      expect(Array.isArray(response.json())).toBe(true);
    }
    expect(registered.json<College[]>().map((college) => college.college_name)).toEqual([
      'Lakeview College of Engineering',
    ]);
    expect(pending.json<College[]>().every((college) => !college.is_approved_by_admin)).toBe(true);
    expect(all.json<College[]>().length).toBe(
      (await call('GET', '/api/admin-portal/colleges/?page_size=100')).json<Page>().count,
    );
  });
});

describe('the admin college list', () => {
  it('filters by approval and sign-up dates, and sorts by name or date', async () => {
    const old = await newCollege('Archive College of Arts', { createdAt: new Date('2021-03-15T10:00:00Z') });
    const list = async (query: string) =>
      (await call('GET', `/api/admin-portal/colleges/${query}`)).json<Page>();

    const pendingOnly = await list('?is_approved=false&page_size=100');
    expect(pendingOnly.results.every((college) => !college.is_approved_by_admin)).toBe(true);
    const approvedOnly = await list('?is_approved=true&page_size=100');
    expect(approvedOnly.results.every((college) => college.is_approved_by_admin)).toBe(true);
    expect(pendingOnly.count + approvedOnly.count).toBe((await list('')).count);

    expect((await list('?created_before=2021-03-15')).results.map((college) => college.id)).toEqual([old.id]);
    expect((await list('?created_after=2021-03-15&created_before=2021-03-15')).count).toBe(1);
    expect((await list('?created_after=2021-03-16&search=archive')).count).toBe(0);

    const newest = await list('?page_size=100');
    expect(newest.results.at(-1)?.id, 'newest first: the oldest comes last').toBe(old.id);
    const byName = (await list('?ordering=-college_name&page_size=100')).results.map((c) => c.college_name);
    const initials = byName.map((name) => name.charAt(0));
    expect(initials).toEqual([...initials].sort().reverse());

    expect((await call('GET', '/api/admin-portal/colleges/?created_after=yesterday')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin-portal/colleges/?ordering=password_hash')).statusCode).toBe(400);
  });

  it('shows one college with its students, exams, plan and audit trail', async () => {
    const [sunrise] = await db
      .select({ id: colleges.id })
      .from(colleges)
      .where(eq(colleges.collegeName, 'Sunrise Institute of Technology'));
    const response = await call('GET', `/api/admin-portal/colleges/${sunrise!.id}/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: sunrise!.id,
      college_name: 'Sunrise Institute of Technology',
      email: DEMO_ACCOUNTS.college,
      is_approved_by_admin: true,
      students_count: 2,
      students: { total: 2, approved: 1, pending: 1 },
      exams: { total: 2, active: 2 },
      plan: { name: 'Campus', max_approved_students: 500, yearly_price_paise: 9_999_900, is_default: false },
      audit: [],
    });
    expect((await call('GET', '/api/admin-portal/colleges/999999/')).statusCode).toBe(404);
  });
});

describe('approving a college', () => {
  it('moves it from pending to registered; it can sign in and is told so in its language', async () => {
    const college = await newCollege('Vindhya Institute of Management', { language: 'hi' });
    const before = await collegeLogin(college.email);
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe('pending_approval');

    const approved = await call('POST', `/api/admin-portal/colleges/${college.id}/approve/`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ detail: SUCCESS_MESSAGES.collegeApproved, id: college.id });

    const pending = (await call('GET', '/api/admin-portal/colleges/pending/?search=Vindhya')).json<Page>();
    expect(pending.count).toBe(0);
    const registered = (
      await call('GET', '/api/admin-portal/colleges/registered/?search=Vindhya')
    ).json<Page>();
    expect(registered.results.map((c) => c.id)).toEqual([college.id]);
    expect((await collegeLogin(college.email)).statusCode).toBe(200);

    const mail = readOutbox(env).filter((message) => message.to === college.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain('स्वीकृत');
    expect(mail[0]?.text).toContain('Vindhya Institute of Management');
    expect(mail[0]?.text).toContain(`${env.publicUrl}/CollegeLogin`);

    expect(await auditOf([college.id])).toEqual([
      { action: 'college.approve', targetId: college.id, actorEmail: DEMO_ACCOUNTS.admin },
    ]);
    const again = await call('POST', `/api/admin-portal/colleges/${college.id}/approve/`);
    expect(again.statusCode).toBe(409);
    expect(await auditOf([college.id])).toHaveLength(1);
    expect((await call('POST', '/api/admin-portal/colleges/999999/approve/')).statusCode).toBe(404);
  });

  it('POST /colleges/admin/approve/{id}/ does the same, with an English mail for one who never chose', async () => {
    const college = await newCollege('Konkan Engineering College');
    const approved = await call('POST', `/api/colleges/admin/approve/${college.id}/`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ detail: SUCCESS_MESSAGES.collegeApproved, id: college.id });
    expect((await collegeLogin(college.email)).statusCode).toBe(200);
    const mail = readOutbox(env).filter((message) => message.to === college.email);
    expect(mail[0]?.subject).toContain('Your college is approved');
  });

  it('in bulk, all or none: unknown ids are named and nothing changes', async () => {
    const first = await newCollege('Bulk Approve One');
    const second = await newCollege('Bulk Approve Two');
    const refused = await call('POST', '/api/admin-portal/colleges/bulk-approve/', tokens.admin, {
      college_ids: [first.id, 999_998, second.id, 999_999],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain('999998, 999999');
    expect(refused.json().errors.college_ids[0]).toContain('999998');
    expect((await approvalOf(first.id))?.isApproved).toBe(false);
    expect(await auditOf([first.id, second.id])).toEqual([]);

    const done = await call('POST', '/api/admin-portal/colleges/bulk-approve/', tokens.admin, {
      college_ids: [first.id, second.id, first.id],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ detail: '2 colleges approved.', ids: [first.id, second.id] });
    expect((await auditOf([first.id, second.id])).map((row) => row.targetId)).toEqual([first.id, second.id]);
    expect((await collegeLogin(second.email)).statusCode).toBe(200);

    for (const payload of [{}, { college_ids: [] }, { college_ids: ['x'] }, { college_ids: [1], extra: 1 }]) {
      expect(
        (await call('POST', '/api/admin-portal/colleges/bulk-approve/', tokens.admin, payload)).statusCode,
      ).toBe(400);
    }
  });
});

describe('deleting a college', () => {
  it('in bulk, all or none: unknown ids are named and nothing is deleted', async () => {
    const first = await newCollege('Bulk Delete One');
    const second = await newCollege('Bulk Delete Two', { approved: true });
    const refused = await call('POST', '/api/admin-portal/colleges/bulk-delete/', tokens.admin, {
      college_ids: [first.id, 999_997, second.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain('999997');
    expect((await approvalOf(first.id))?.deletedAt).toBeNull();
    expect((await collegeLogin(second.email)).statusCode).toBe(200);

    const done = await call('POST', '/api/admin-portal/colleges/bulk-delete/', tokens.admin, {
      college_ids: [first.id, second.id],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ detail: '2 colleges deleted.', ids: [first.id, second.id] });
    expect((await auditOf([first.id, second.id])).map((row) => row.action)).toEqual([
      'college.delete',
      'college.delete',
    ]);
    const left = (await call('GET', '/api/admin-portal/colleges/?search=Bulk%20Delete')).json<Page>();
    expect(left.count).toBe(0);
    expect((await call('GET', `/api/admin-portal/colleges/${first.id}/`)).statusCode).toBe(404);
    const twice = await call('POST', '/api/admin-portal/colleges/bulk-delete/', tokens.admin, {
      college_ids: [first.id],
    });
    expect(twice.statusCode, 'a deleted college is no college any more').toBe(400);
  });

  it('rolls back every change and audit row when one deletion fails', async () => {
    const first = await newCollege('Rollback One');
    const second = await newCollege('Rollback Two');
    // The database refuses to close the second account, after the first was deleted and audited.
    await db.execute(
      sql.raw(`create function refuse_closing() returns trigger language plpgsql as $$
      begin
        if new.id = ${second.userId} and not new.is_active then raise exception 'refused by test'; end if;
        return new;
      end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger refuse_closing before update on users for each row execute function refuse_closing()',
      ),
    );
    try {
      const failed = await call('POST', '/api/admin-portal/colleges/bulk-delete/', tokens.admin, {
        college_ids: [first.id, second.id],
      });
      expect(failed.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_closing on users'));
      await db.execute(sql.raw('drop function refuse_closing()'));
    }
    expect(await auditOf([first.id, second.id])).toEqual([]);
    expect((await approvalOf(first.id))?.deletedAt).toBeNull();
    const [account] = await db
      .select({ isActive: users.isActive })
      .from(users)
      .where(eq(users.id, first.userId));
    expect(account?.isActive).toBe(true);
  });

  it('signs the college out for good; its students stay, sign in and read their results', async () => {
    const sunrise = await login(app, 'college', DEMO_ACCOUNTS.college);
    const [row] = await db
      .select({ id: colleges.id })
      .from(colleges)
      .where(eq(colleges.collegeName, 'Sunrise Institute of Technology'));
    const collegeId = row!.id;
    const [exam] = await db
      .select({ id: exams.id })
      .from(exams)
      .where(eq(exams.title, 'Data Structures Unit Test'));

    // The college's approved student takes its exam before the college leaves.
    const student = await login(app, 'student', DEMO_ACCOUNTS.student);
    const started = await call('POST', `/api/exams/${exam!.id}/attempts/`, student.access);
    expect(started.statusCode, started.body).toBeLessThan(300);
    const attemptId = started.json<{ id: number }>().id;
    const submitted = await call('POST', `/api/exams/attempts/${attemptId}/submit/`, student.access);
    expect(submitted.statusCode, submitted.body).toBe(200);

    const deleted = await call('DELETE', `/api/admin-portal/colleges/${collegeId}/`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ detail: SUCCESS_MESSAGES.collegeDeleted, id: collegeId });

    // The college: its token refused at once, its sign-in closed.
    expect((await call('GET', '/api/colleges/profile/', sunrise.access)).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh/',
      cookies: { vidya_refresh: sunrise.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const signIn = await collegeLogin(DEMO_ACCOUNTS.college);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().detail).toBe(LOGIN_SERVER_ERRORS.inactive);

    // Its students: platform students now, still signed in, their result still theirs.
    const linked = await db
      .select({ collegeId: students.collegeId, isApproved: students.isApprovedByCollege })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(inArray(users.email, [DEMO_ACCOUNTS.student, DEMO_ACCOUNTS.pendingStudent]));
    expect(linked).toEqual([
      { collegeId: null, isApproved: false },
      { collegeId: null, isApproved: false },
    ]);
    const again = await login(app, 'student', DEMO_ACCOUNTS.student);
    const results = await call('GET', '/api/exams/my-results/', again.access);
    expect(results.statusCode).toBe(200);
    expect(results.json<{ results: { exam: number }[] }>().results.map((result) => result.exam)).toContain(
      exam!.id,
    );
    const result = await call('GET', `/api/exams/attempts/${attemptId}/result/`, student.access);
    expect(result.statusCode, result.body).toBe(200);
    expect((await call('GET', '/api/students/profile/', student.access)).json()).toMatchObject({
      college: null,
      is_approved_by_college: false,
    });

    // Its exams: closed to new attempts.
    const newAttempt = await call('POST', `/api/exams/${exam!.id}/attempts/`, again.access);
    expect(newAttempt.statusCode).toBe(404);
    const [closed] = await db.select({ isActive: exams.isActive }).from(exams).where(eq(exams.id, exam!.id));
    expect(closed?.isActive).toBe(false);
    const reopened = await call('POST', `/api/admin-portal/exams/${exam!.id}/toggle-status/`, tokens.admin, {
      is_active: true,
    });
    expect(reopened.statusCode, 'its exams stay closed').toBe(409);
    const newExam = await call('POST', '/api/exams/create/', tokens.admin, {
      title: 'An exam for a college that left',
      college: collegeId,
      duration_minutes: 30,
      exam_date: '2030-03-12',
      start_time: '10:00',
      end_time: '11:00',
      questions: [
        {
          question_text: 'Which option?',
          option_a: 'a',
          option_b: 'b',
          option_c: 'c',
          option_d: 'd',
          correct_answer: 'a',
          marks: 1,
        },
      ],
    });
    expect(newExam.statusCode).toBe(400);

    // Nobody finds it any more.
    expect((await call('GET', `/api/admin-portal/colleges/${collegeId}/`)).statusCode).toBe(404);
    expect((await call('GET', `/api/colleges/profile/${collegeId}/`)).statusCode).toBe(404);
    const catalogue = await app.inject({ method: 'GET', url: '/api/colleges/search/?q=Sunrise' });
    expect(catalogue.json()).toEqual([]);
    const search = await call('GET', '/api/admin-portal/search/global/?q=Sunrise');
    expect(search.json().colleges).toEqual([]);
    expect((await call('DELETE', `/api/admin-portal/colleges/${collegeId}/`)).statusCode).toBe(404);
    expect(await auditOf([collegeId])).toEqual([
      { action: 'college.delete', targetId: collegeId, actorEmail: DEMO_ACCOUNTS.admin },
    ]);
  });
});

describe('the college export', () => {
  it('neutralises formulas and honours the list filters', async () => {
    await newCollege('=HYPERLINK("http://evil.example","x")');
    await newCollege('@SUM(A1:A2) College', { approved: true });
    const exported = async (query: string) => {
      const response = await call('GET', `/api/admin-portal/colleges/export/${query}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.headers['content-disposition']).toMatch(/attachment; filename="colleges-/);
      return {
        body: response.body,
        rows: parse(response.body, { columns: true }) as Record<string, string>[],
      };
    };
    const all = await exported('');
    expect(all.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(all.body).toContain("'@SUM(A1:A2) College");
    expect(all.body).not.toMatch(/^=|,=|^@|,@/m);

    const pending = await exported('?is_approved=false');
    expect(pending.rows.length).toBeGreaterThan(0);
    expect(pending.rows.length).toBeLessThan(all.rows.length);
    expect(pending.rows.every((row) => row.is_approved_by_admin === 'false')).toBe(true);
    const found = await exported('?search=lakeview');
    expect(found.rows.map((row) => row.college_name)).toEqual(['Lakeview College of Engineering']);
    expect(found.rows[0]).toMatchObject({ email: DEMO_ACCOUNTS.secondCollege, is_approved_by_admin: 'true' });
    expect((await call('GET', '/api/admin-portal/colleges/export/?is_approved=maybe')).statusCode).toBe(400);
  });

  it('writes every row once, in the list order, across its batches', async () => {
    // 1,203 colleges sharing a sign-up instant: batches of 500 must still neither skip nor repeat.
    const at = '2022-06-01T08:30:00.123456Z';
    await db.execute(sql`
      with made as (
        insert into users (email, password_hash, role, full_name, email_verified_at)
        select 'batch.' || n || '@example.com', ${passwordHash}, 'college', 'Batch ' || n, now()
        from generate_series(1, 1203) as n
        returning id, full_name
      )
      insert into colleges (user_id, college_name, contact_person, created_at)
      select id, full_name || ' College', full_name, ${at}::timestamptz from made`);
    for (const ordering of ['', '&ordering=college_name', '&ordering=-created_at']) {
      const response = await call('GET', `/api/admin-portal/colleges/export/?search=batch${ordering}`);
      const rows = parse(response.body, { columns: true }) as Record<string, string>[];
      expect(rows, ordering).toHaveLength(1203);
      expect(new Set(rows.map((row) => row.id)).size).toBe(1203);
      const listed = (
        await call('GET', `/api/admin-portal/colleges/?search=batch${ordering}&page_size=100&page=6`)
      ).json<Page>();
      expect(rows.slice(500, 600).map((row) => Number(row.id))).toEqual(listed.results.map((c) => c.id));
    }
  });
});

describe('college analytics', () => {
  it('counts colleges as the lists do, with students per college and 12 months of growth', async () => {
    const response = await call('GET', '/api/admin-portal/colleges/analytics/');
    expect(response.statusCode, response.body).toBe(200);
    const analytics = response.json();
    const pending = (await call('GET', '/api/admin-portal/colleges/pending/')).json<Page>().count;
    const registered = (await call('GET', '/api/admin-portal/colleges/registered/')).json<Page>().count;
    expect(analytics).toMatchObject({ pending, registered, total: pending + registered });
    expect(analytics.approval_rate).toBeCloseTo((registered / (pending + registered)) * 100, 1);
    expect(analytics.new_30d).toBeGreaterThan(0);
    expect(analytics.new_30d).toBeLessThan(analytics.total);
    expect(analytics.students_per_college.top[0]).toMatchObject({
      college_name: 'Lakeview College of Engineering',
      students: 2,
    });
    expect(analytics.students_per_college.without_college).toBeGreaterThanOrEqual(3);
    expect(analytics.growth).toHaveLength(12);
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(analytics.growth.at(-1)).toMatchObject({ month: thisMonth });
    expect(analytics.growth.at(-1).signed_up).toBe(analytics.new_30d);
    expect(analytics.growth.at(-1).approved).toBeGreaterThan(0);
  });
});
