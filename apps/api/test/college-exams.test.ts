import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, examParticipants, exams } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import * as accounts from '../src/modules/accounts/repository.ts';
import {
  addStudent,
  bearer,
  collegeIdOf,
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  login,
  readOutbox,
} from './helper.ts';

const { app, env, database } = await createTestApp();
const { db } = database;
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
  college: (await login(app, 'college', DEMO_ACCOUNTS.college)).access,
  otherCollege: (await login(app, 'college', DEMO_ACCOUNTS.secondCollege)).access,
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null = tokens.college, payload?: object) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const sunrise = await collegeIdOf(db, DEMO_ACCOUNTS.college);
const passwordHash = await hashPassword(DEMO_PASSWORD);

let made = 0;
const unique = () => `${++made}.${Date.now()}`;

/** An approved college on the default plan, signed in. */
async function newCollege(name: string) {
  const email = `college.exams.${unique()}@example.com`;
  const userId = await accounts.insertUser(db, {
    email,
    fullName: `Contact of ${name}`,
    role: 'college',
    passwordHash,
    emailVerifiedAt: new Date(),
  });
  const id = await accounts.insertCollege(db, userId, {
    collegeName: name,
    contactPerson: `Contact of ${name}`,
    isApprovedByAdmin: true,
    approvedAt: new Date(),
  });
  return { id, email, token: (await login(app, 'college', email)).access };
}

/** A student of `collegeId` (approved unless told otherwise), or of no college. */
async function newStudent(collegeId: number | null, approved = true) {
  return addStudent(db, { collegeId, approved: collegeId !== null && approved });
}

async function createPlan(name: string, limits: { exams: number | null; questions: number | null }) {
  const response = await call('POST', '/api/admin-portal/plans/', tokens.admin, {
    name,
    max_approved_students: null,
    max_running_exams: limits.exams,
    max_bank_questions: limits.questions,
    yearly_price_paise: 1_000_000,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ plan: { id: number } }>().plan.id;
}

const mailsAbout = (title: string) =>
  readOutbox(env).filter((mail) => mail.subject.includes(title) || mail.text.includes(title));

/** Waits for the background notices of `title` to reach `count` emails, then lists their recipients. */
async function recipientsOf(title: string, subjectStart: string, count: number) {
  await expect
    .poll(() => mailsAbout(title).filter((mail) => mail.subject.startsWith(subjectStart)).length)
    .toBe(count);
  return mailsAbout(title)
    .filter((mail) => mail.subject.startsWith(subjectStart))
    .map((mail) => mail.to)
    .sort();
}

/** Moves an exam's window so that it started a minute ago. */
async function startNow(examId: number) {
  await db
    .update(exams)
    .set({ windowStart: new Date(Date.now() - 60_000), windowEnd: new Date(Date.now() + 3_600_000) })
    .where(eq(exams.id, examId));
}

/** An IST date `days` from today, as YYYY-MM-DD. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

const question = (text: string) => ({
  question_text: text,
  option_a: 'One',
  option_b: 'Two',
  option_c: 'Three',
  option_d: 'Four',
  correct_answer: 'B',
  marks: 2,
});

/** A new exam of the demo college, scheduled `days` from today, with `questions` questions. */
async function newExam(
  title: string,
  options: { days?: number; questions?: number; token?: string; active?: boolean } = {},
) {
  const token = options.token ?? tokens.college;
  const created = await call('POST', '/api/exams/create/', token, {
    title,
    duration_minutes: 30,
    pass_percentage: 40,
    exam_date: dayFromNow(options.days ?? 7),
    start_time: '10:00',
  });
  expect(created.statusCode, created.body).toBe(201);
  const exam = created.json<{ id: number }>();
  for (let index = 0; index < (options.questions ?? 1); index += 1) {
    const added = await call('POST', '/api/exams/questions/create/', token, {
      exam: exam.id,
      ...question(`${title} question ${index + 1}`),
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  if (options.active) {
    const activated = await call('POST', `/api/colleges/admin/exams/${exam.id}/toggle-status/`, token, {
      is_active: true,
    });
    expect(activated.statusCode, activated.body).toBe(200);
  }
  return exam.id;
}

describe('a college exam, as its college sees it', () => {
  it('comes with its questions and answers in order, for its college and an admin only', async () => {
    const examId = await newExam('Owned exam', { questions: 2 });
    const own = await call('GET', `/api/colleges/admin/exams/${examId}/`);
    expect(own.statusCode, own.body).toBe(200);
    const detail = own.json<{
      college: number;
      questions: { question_text: string; correct_answer: string }[];
    }>();
    expect(detail.questions.map((entry) => entry.question_text)).toEqual([
      'Owned exam question 1',
      'Owned exam question 2',
    ]);
    expect(detail.questions[0]?.correct_answer).toBe('b');
    expect((await call('GET', `/api/colleges/admin/exams/${examId}/`, tokens.admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/colleges/admin/exams/${examId}/`, tokens.otherCollege)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/colleges/admin/exams/${examId}/`, tokens.student)).statusCode).toBe(403);
    expect((await call('GET', '/api/colleges/admin/exams/999999/')).statusCode).toBe(404);
  });
});

describe('who may call the college exam routes', () => {
  it('lets the exam’s college and admins in, answers 404 to another college and 403 to students', async () => {
    const examId = await newExam('Guarded exam', { questions: 2 });
    const [first, second] = (await call('GET', `/api/colleges/admin/exams/${examId}/`)).json<{
      questions: { id: number }[];
    }>().questions;
    const calls: [Method, string, object | undefined][] = [
      ['PUT', `/api/colleges/admin/exams/${examId}/`, { title: 'Guarded exam' }],
      ['POST', `/api/colleges/admin/exams/${examId}/toggle-status/`, { is_active: false }],
      [
        'POST',
        `/api/colleges/admin/exams/${examId}/reschedule/`,
        { exam_date: dayFromNow(8), start_time: '11:00' },
      ],
      [
        'PUT',
        `/api/colleges/admin/exams/${examId}/questions/order/`,
        { question_ids: [second!.id, first!.id] },
      ],
      ['PUT', `/api/colleges/admin/questions/${first!.id}/`, { explanation: 'Because.' }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, tokens.student, payload)).statusCode, url).toBe(403);
      expect((await call(method, url, tokens.otherCollege, payload)).statusCode, url).toBe(404);
      const own = await call(method, url, tokens.college, payload);
      expect(own.statusCode, `${url} ${own.body}`).toBe(200);
      const admin = await call(method, url, tokens.admin, payload);
      expect(admin.statusCode, `${url} ${admin.body}`).toBe(200);
    }
    expect(
      (
        await call(
          'DELETE',
          `/api/colleges/admin/exams/${examId}/questions/${first!.id}/`,
          tokens.otherCollege,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/colleges/admin/exams/${examId}/questions/${first!.id}/`)).statusCode,
    ).toBe(204);
    const attached = await call(
      'POST',
      `/api/colleges/admin/exams/${examId}/questions/attach/`,
      tokens.college,
      {
        question_ids: [first!.id],
      },
    );
    expect(attached.statusCode, attached.body).toBe(200);
    expect(
      (await call('POST', `/api/colleges/admin/exams/${examId}/cancel/`, tokens.otherCollege)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/colleges/admin/exams/${examId}/cancel/`, tokens.student)).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/colleges/admin/questions/${first!.id}/`, tokens.otherCollege)).statusCode,
    ).toBe(404);
    // An admin's change to a college's exam is audited.
    const audited = await db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, 'exam'), eq(auditEvents.targetId, examId)));
    expect(audited.map((row) => row.action)).toEqual(
      expect.arrayContaining(['exam.update', 'exam.reschedule']),
    );
  });

  it("lists the college's own bank or the platform's, never another college's questions", async () => {
    await newExam('Bank exam');
    const own = await call('GET', '/api/colleges/admin/questions/?scope=college&search=Bank%20exam');
    expect(own.statusCode, own.body).toBe(200);
    const page = own.json<{ results: { college: number | null }[] }>();
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.every((question) => question.college === sunrise)).toBe(true);
    const platform = await call('GET', '/api/colleges/admin/questions/?scope=platform');
    expect(
      platform.json<{ results: { college: number | null }[] }>().results.every((q) => q.college === null),
    ).toBe(true);
    expect((await call('GET', '/api/colleges/admin/questions/', tokens.otherCollege)).statusCode).toBe(200);
    expect((await call('GET', '/api/colleges/admin/questions/', tokens.student)).statusCode).toBe(403);
    expect((await call('GET', '/api/colleges/admin/questions/?scope=everyone')).statusCode).toBe(400);
  });

  it("exports chosen questions of the college's own bank as a file, and answers 404 for another's", async () => {
    await newExam('Export bank exam');
    const own = await call('GET', '/api/colleges/admin/questions/?scope=college&search=Export%20bank%20exam');
    const ids = own.json<{ results: { id: number; question_text: string }[] }>().results.map((q) => q.id);
    expect(ids.length).toBeGreaterThan(0);
    const exported = await call(
      'GET',
      `/api/colleges/admin/questions/export/?format=gift&ids=${ids.join(',')}`,
    );
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toContain('questions-gift.txt');
    expect(exported.body).toContain('{');
    const platform = await call('GET', '/api/colleges/admin/questions/?scope=platform');
    const platformId = platform.json<{ results: { id: number }[] }>().results[0]?.id;
    expect(platformId).toBeDefined();
    const others = await call(
      'GET',
      `/api/colleges/admin/questions/export/?format=csv&ids=${ids[0]}`,
      tokens.otherCollege,
    );
    expect(others.statusCode).toBe(404);
    const notOwn = await call(
      'GET',
      `/api/colleges/admin/questions/export/?format=csv&ids=${ids[0]},${platformId}`,
    );
    expect(notOwn.statusCode).toBe(404);
    expect(notOwn.json().detail).toContain(String(platformId));
    expect(
      (await call('GET', `/api/colleges/admin/questions/export/?format=csv&ids=${ids[0]}`, tokens.student))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/colleges/admin/questions/export/?format=csv&ids=${ids[0]}`, tokens.admin))
        .statusCode,
    ).toBe(403);
  });
});

describe('the schedule of a college exam', () => {
  it('needs a date and a start time (§5), a real time and a future one', async () => {
    const missing = await call('POST', '/api/exams/create/', tokens.college, {
      title: 'No date',
      duration_minutes: 30,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ detail: string }>().detail).toContain('Scheduled date and time are required');
    const examId = await newExam('Schedule rules');
    const url = `/api/colleges/admin/exams/${examId}/reschedule/`;
    for (const payload of [
      {},
      { exam_date: dayFromNow(3) },
      { exam_date: 'soon', start_time: '10:00' },
      { exam_date: dayFromNow(3), start_time: '25:00' },
      { exam_date: dayFromNow(3), start_time: '10:00', end_time: '09:00' },
      { exam_date: dayFromNow(-2), start_time: '10:00' },
      { exam_date: dayFromNow(3), start_time: '10:00', extra: true },
      { exam_date: 20261201, start_time: [] },
    ]) {
      const response = await call('POST', url, tokens.college, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const moved = await call('POST', url, tokens.college, { exam_date: dayFromNow(4), start_time: '14:30' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ exam_date: string }>().exam_date).toBe(dayFromNow(4));
  });

  it('refuses editing, moving and cancelling once the exam started (409), and reactivating a cancelled one', async () => {
    const started = await newExam('Started exam');
    await startNow(started);
    const refusedEdit = await call('PUT', `/api/colleges/admin/exams/${started}/`, tokens.college, {
      title: 'New',
    });
    expect(refusedEdit.statusCode).toBe(409);
    expect(refusedEdit.json<{ detail: string }>().detail).toContain('can no longer be edited');
    expect(
      (
        await call('POST', `/api/colleges/admin/exams/${started}/reschedule/`, tokens.college, {
          exam_date: dayFromNow(5),
          start_time: '10:00',
        })
      ).statusCode,
    ).toBe(409);
    expect((await call('POST', `/api/colleges/admin/exams/${started}/cancel/`)).statusCode).toBe(409);
    // Deactivating alone is still allowed.
    expect(
      (await call('PUT', `/api/colleges/admin/exams/${started}/`, tokens.college, { is_active: false }))
        .statusCode,
    ).toBe(200);

    const later = await newExam('Cancelled exam', { active: true });
    const cancelled = await call('POST', `/api/colleges/admin/exams/${later}/cancel/`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ is_active: boolean; cancelled_at: string | null }>()).toMatchObject({
      is_active: false,
      cancelled_at: expect.any(String),
    });
    const listed = (await call('GET', '/api/exams/my-college/')).json<
      { id: number; cancelled_at: string | null }[]
    >();
    expect(listed.find((exam) => exam.id === later)?.cancelled_at).not.toBeNull();
    expect((await call('POST', `/api/colleges/admin/exams/${later}/cancel/`)).statusCode).toBe(409);
    expect(
      (
        await call('POST', `/api/colleges/admin/exams/${later}/toggle-status/`, tokens.college, {
          is_active: true,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call('POST', `/api/admin-portal/exams/${later}/toggle-status/`, tokens.admin, {
          is_active: true,
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('emails to the students of a college exam', () => {
  it('reach its approved students and those who joined by code, when scheduled, moved and cancelled', async () => {
    const college = await newCollege('Mailing College');
    const approved = await newStudent(college.id);
    const alsoApproved = await newStudent(college.id);
    await newStudent(college.id, false);
    await newStudent(sunrise);
    const joiner = await newStudent(null);
    const examId = await newExam('Mailed exam', { token: college.token });
    await db.insert(examParticipants).values({ examId, studentId: joiner.id });
    const everyone = [approved.email, alsoApproved.email, joiner.email].sort();

    // Changing a draft tells no one.
    await call('PUT', `/api/colleges/admin/exams/${examId}/`, college.token, { title: 'Mailed exam' });
    const activated = await call(
      'POST',
      `/api/colleges/admin/exams/${examId}/toggle-status/`,
      college.token,
      {
        is_active: true,
      },
    );
    expect(activated.statusCode, activated.body).toBe(200);
    expect(await recipientsOf('Mailed exam', 'New exam', 3)).toEqual(everyone);

    const moved = await call('POST', `/api/colleges/admin/exams/${examId}/reschedule/`, college.token, {
      exam_date: dayFromNow(9),
      start_time: '15:45',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await recipientsOf('Mailed exam', 'New time', 3)).toEqual(everyone);
    expect(mailsAbout('Mailed exam').find((mail) => mail.subject.startsWith('New time'))?.text).toContain(
      '15:45',
    );

    expect(
      (await call('POST', `/api/colleges/admin/exams/${examId}/cancel/`, college.token)).statusCode,
    ).toBe(200);
    expect(await recipientsOf('Mailed exam', 'Cancelled', 3)).toEqual(everyone);
  });
});

describe('plan limits on exams and bank questions', () => {
  it('refuses a running exam and bank questions beyond the plan with 409, taking nothing away', async () => {
    const college = await newCollege('Small Plan College');
    const planId = await createPlan(`Tiny ${unique()}`, { exams: 1, questions: 3 });
    const assigned = await call('PUT', `/api/admin-portal/colleges/${college.id}/plan/`, tokens.admin, {
      plan_id: planId,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);

    const first = await newExam('Limit one', { token: college.token, active: true });
    const second = await newExam('Limit two', { token: college.token });
    const refused = await call('POST', `/api/colleges/admin/exams/${second}/toggle-status/`, college.token, {
      is_active: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ detail: string }>().detail).toContain('max_running_exams');
    expect(refused.json<{ detail: string }>().detail).toContain('Your Plan');
    const createdActive = await call('POST', '/api/exams/create/', college.token, {
      title: 'Limit three',
      duration_minutes: 30,
      exam_date: dayFromNow(3),
      start_time: '10:00',
      is_active: true,
    });
    expect(createdActive.statusCode).toBe(409);
    // Moving the running exam is not a new one.
    expect(
      (
        await call('POST', `/api/colleges/admin/exams/${first}/reschedule/`, college.token, {
          exam_date: dayFromNow(6),
          start_time: '09:00',
        })
      ).statusCode,
    ).toBe(200);

    // Two questions are stored; one more fits, two more do not.
    expect(
      (
        await call('POST', '/api/colleges/admin/bulk-import-questions/', college.token, {
          exam_id: second,
          questions: [question('Too many 1'), question('Too many 2')],
        })
      ).statusCode,
    ).toBe(409);
    const last = await call('POST', '/api/exams/questions/create/', college.token, {
      exam: second,
      ...question('The last that fits'),
    });
    expect(last.statusCode, last.body).toBe(201);
    const over = await call('POST', '/api/exams/questions/create/', college.token, {
      exam: second,
      ...question('One too many'),
    });
    expect(over.statusCode).toBe(409);
    expect(over.json<{ detail: string }>().detail).toContain('max_bank_questions');

    // A smaller plan takes nothing away: the running exam stays active.
    const smaller = await createPlan(`Smaller ${unique()}`, { exams: 0, questions: 0 });
    await call('PUT', `/api/admin-portal/colleges/${college.id}/plan/`, tokens.admin, { plan_id: smaller });
    const detail = (await call('GET', `/api/colleges/admin/exams/${first}/`, college.token)).json<{
      is_active: boolean;
    }>();
    expect(detail.is_active).toBe(true);
  });
});
