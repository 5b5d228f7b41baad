import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, colleges, contactMessages, plans, students } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import * as accounts from '../src/modules/accounts/repository.ts';
import { addStudent, bearer, createTestApp, DEMO_ACCOUNTS, DEMO_PASSWORD, login } from './helper.ts';

const { app, database } = await createTestApp();
const { db } = database;
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
  college: (await login(app, 'college', DEMO_ACCOUNTS.college)).access,
};
const passwordHash = await hashPassword(DEMO_PASSWORD);

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

type Plan = {
  id: number;
  name: string;
  max_approved_students: number | null;
  max_running_exams: number | null;
  max_bank_questions: number | null;
  yearly_price_paise: number;
  is_default: boolean;
};

let made = 0;
const unique = () => `${++made}.${Date.now()}`;

/** An approved college on the default plan, signed in. */
async function newCollege(name: string) {
  const email = `plans.college.${unique()}@example.com`;
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

/** A student who chose `collegeId`, waiting for its approval unless `approved`. */
async function newStudent(collegeId: number, approved = false) {
  return addStudent(db, { collegeId, approved });
}

async function createPlan(name: string, maxApprovedStudents: number | null): Promise<Plan> {
  const response = await call('POST', '/api/admin-portal/plans/', tokens.admin, {
    name,
    max_approved_students: maxApprovedStudents,
    max_running_exams: 3,
    max_bank_questions: null,
    yearly_price_paise: 1_000_000,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ plan: Plan }>().plan;
}

async function assign(collegeId: number, planId: number) {
  const response = await call('PUT', `/api/admin-portal/colleges/${collegeId}/plan/`, tokens.admin, {
    plan_id: planId,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const isApproved = async (studentId: number) => {
  const [row] = await db
    .select({ approved: students.isApprovedByCollege })
    .from(students)
    .where(eq(students.id, studentId));
  return row!.approved;
};

describe('plans: who may call what', () => {
  it('lets a college read its plan and ask for a change, and refuses everyone else', async () => {
    expect((await call('GET', '/api/colleges/admin/plan/', tokens.college)).statusCode).toBe(200);
    expect((await call('GET', '/api/colleges/admin/plan/', tokens.admin)).statusCode).toBe(403);
    expect((await call('GET', '/api/colleges/admin/plan/', tokens.student)).statusCode).toBe(403);
    expect((await call('GET', '/api/colleges/admin/plan/', null)).statusCode).toBe(401);
    const body = { message: 'We are growing: please move us up.' };
    for (const token of [tokens.admin, tokens.student]) {
      expect((await call('POST', '/api/colleges/admin/plan/change-request/', token, body)).statusCode).toBe(
        403,
      );
    }
  });

  it('lets only admins list, create, edit and assign plans', async () => {
    expect((await call('GET', '/api/admin-portal/plans/', tokens.admin)).statusCode).toBe(200);
    for (const token of [tokens.college, tokens.student]) {
      expect((await call('GET', '/api/admin-portal/plans/', token)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin-portal/plans/', token, {})).statusCode).toBe(403);
      expect((await call('PUT', '/api/admin-portal/plans/1/', token, {})).statusCode).toBe(403);
      expect(
        (await call('PUT', '/api/admin-portal/colleges/1/plan/', token, { plan_id: 1 })).statusCode,
      ).toBe(403);
    }
  });
});

describe('plans: the demo and the default', () => {
  it('lists the default plan and the three demo plans; the demo colleges are on different ones', async () => {
    const list = (await call('GET', '/api/admin-portal/plans/', tokens.admin)).json<Plan[]>();
    expect(list.map((plan) => plan.name).slice(0, 4)).toEqual([
      'Standard',
      'Starter',
      'Campus',
      'University',
    ]);
    expect(list.filter((plan) => plan.is_default).map((plan) => plan.name)).toEqual(['Standard']);

    const own = await call('GET', '/api/colleges/admin/plan/', tokens.college);
    expect(own.json()).toMatchObject({
      plan: { name: 'Campus', max_approved_students: 500, yearly_price_paise: 9_999_900 },
      usage: {
        approved_students: { used: 1, limit: 500 },
        running_exams: { limit: 10 },
        bank_questions: { limit: 2000 },
      },
    });
    const lakeview = await login(app, 'college', DEMO_ACCOUNTS.secondCollege);
    const theirs = await call('GET', '/api/colleges/admin/plan/', lakeview.access);
    expect(theirs.json()).toMatchObject({ plan: { name: 'Starter' } });
  });

  it('gives a new college the default plan, also when inserted without naming one', async () => {
    const college = await newCollege('Default Plan College');
    const own = await call('GET', '/api/colleges/admin/plan/', college.token);
    expect(own.json()).toMatchObject({
      plan: { name: 'Standard', is_default: true, max_approved_students: null },
      usage: { approved_students: { used: 0, limit: null } },
    });
  });
});

describe('plans: admins manage them', () => {
  it('creates and edits a plan; refuses bad input and a taken name with 400, an unknown plan with 404', async () => {
    const plan = await createPlan('Pilot', 10);
    expect(plan).toMatchObject({ name: 'Pilot', max_approved_students: 10, max_bank_questions: null });

    const edited = await call('PUT', `/api/admin-portal/plans/${plan.id}/`, tokens.admin, {
      name: 'Pilot Plus',
      max_approved_students: 20,
      max_running_exams: null,
      max_bank_questions: 100,
      yearly_price_paise: 500_000,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ plan: { name: 'Pilot Plus', max_approved_students: 20 } });

    const bad = { name: 'X', max_approved_students: -1, max_running_exams: 1.5, max_bank_questions: null };
    const refused = await call('POST', '/api/admin-portal/plans/', tokens.admin, bad);
    expect(refused.statusCode).toBe(400);
    const taken = await call('POST', '/api/admin-portal/plans/', tokens.admin, {
      name: 'starter',
      max_approved_students: 1,
      max_running_exams: 1,
      max_bank_questions: 1,
      yearly_price_paise: 0,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().detail).toBe('A plan named Starter already exists. Choose another name.');
    const unknown = await call('PUT', '/api/admin-portal/plans/999999/', tokens.admin, {
      name: 'Nobody',
      max_approved_students: 1,
      max_running_exams: 1,
      max_bank_questions: 1,
      yearly_price_paise: 0,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('assigns a plan with an audit row; 404 for an unknown college or plan; the detail shows it', async () => {
    const college = await newCollege('Assigned College');
    const plan = await createPlan('Assigned Plan', 5);
    await assign(college.id, plan.id);

    const detail = await call('GET', `/api/admin-portal/colleges/${college.id}/`, tokens.admin);
    expect(detail.json()).toMatchObject({ plan: { id: plan.id, name: 'Assigned Plan' } });
    const audit = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, 'college'), eq(auditEvents.targetId, college.id)));
    expect(audit).toMatchObject([
      { action: 'college.assign_plan', actorEmail: DEMO_ACCOUNTS.admin, reason: 'Standard → Assigned Plan' },
    ]);

    const noPlan = await call('PUT', `/api/admin-portal/colleges/${college.id}/plan/`, tokens.admin, {
      plan_id: 999_999,
    });
    expect(noPlan.statusCode).toBe(404);
    const noCollege = await call('PUT', '/api/admin-portal/colleges/999999/plan/', tokens.admin, {
      plan_id: plan.id,
    });
    expect(noCollege.statusCode).toBe(404);
    const [row] = await db
      .select({ planId: colleges.planId })
      .from(colleges)
      .where(eq(colleges.id, college.id));
    expect(row!.planId).toBe(plan.id);
  });
});

describe('plans: the approved students limit', () => {
  it('refuses a college approving beyond its limit with 409 saying which limit and how to raise it', async () => {
    const college = await newCollege('Full College');
    await assign(college.id, (await createPlan('Two Students', 2)).id);
    await newStudent(college.id, true);
    const second = await newStudent(college.id);
    const third = await newStudent(college.id);

    const ok = await call('POST', '/api/colleges/admin/approve-student/', college.token, {
      user_id: second.userId,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const refused = await call('POST', '/api/colleges/admin/approve-student/', college.token, {
      user_id: third.userId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'Your plan (Two Students) allows 2 approved students and 2 are approved. Ask an admin to move your college to a larger plan from Your Plan.',
    );
    expect(await isApproved(third.id)).toBe(false);
  });

  it('refuses a bulk approval that would go beyond the limit as a whole: nothing is approved', async () => {
    const college = await newCollege('Bulk College');
    await assign(college.id, (await createPlan('Three Students', 3)).id);
    await newStudent(college.id, true);
    const waiting = [
      await newStudent(college.id),
      await newStudent(college.id),
      await newStudent(college.id),
    ];

    const refused = await call('POST', '/api/colleges/admin/bulk-approve-students/', college.token, {
      student_ids: waiting.map((student) => student.id),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'Your plan (Three Students) allows 3 approved students and 1 is approved: approving 3 more would exceed it. Nothing was changed. Ask an admin to move your college to a larger plan from Your Plan.',
    );
    for (const student of waiting) expect(await isApproved(student.id)).toBe(false);

    const fits = await call('POST', '/api/colleges/admin/bulk-approve-students/', college.token, {
      student_ids: waiting.slice(0, 2).map((student) => student.id),
    });
    expect(fits.statusCode, fits.body).toBe(200);
  });

  it('refuses an admin approving beyond the limit, one or many, and names the college', async () => {
    const college = await newCollege('Admin Approved College');
    await assign(college.id, (await createPlan('One Student', 1)).id);
    const first = await newStudent(college.id);
    const second = await newStudent(college.id);
    const other = await newStudent((await newCollege('Roomy College')).id);

    const bulk = await call('POST', '/api/admin-portal/students/bulk-approve/', tokens.admin, {
      student_ids: [first.id, second.id, other.id],
    });
    expect(bulk.statusCode).toBe(409);
    expect(bulk.json().detail).toContain(
      'The plan of Admin Approved College (One Student) allows 1 approved student',
    );
    for (const student of [first, second, other]) expect(await isApproved(student.id)).toBe(false);

    expect(
      (await call('POST', `/api/admin-portal/students/${first.id}/approve/`, tokens.admin)).statusCode,
    ).toBe(200);
    const single = await call('POST', `/api/admin-portal/students/${second.id}/approve/`, tokens.admin);
    expect(single.statusCode).toBe(409);
    expect(single.json().detail).toBe(
      'The plan of Admin Approved College (One Student) allows 1 approved student and 1 is approved. Assign the college a larger plan on its page in College Management.',
    );
  });

  it('lets only one of two approvals at once take the last place', async () => {
    const college = await newCollege('Racing College');
    await assign(college.id, (await createPlan('Last Place', 1)).id);
    const racers = [await newStudent(college.id), await newStudent(college.id)];
    const replies = await Promise.all(
      racers.map((student) =>
        call('POST', '/api/colleges/admin/approve-student/', college.token, { user_id: student.userId }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const approved = await Promise.all(racers.map((student) => isApproved(student.id)));
    expect(approved.filter(Boolean)).toHaveLength(1);
  });

  it('takes nothing away when a plan shrinks or a college moves to a smaller one', async () => {
    const college = await newCollege('Shrinking College');
    const plan = await createPlan('Shrinking Plan', 10);
    await assign(college.id, plan.id);
    const approved = [await newStudent(college.id, true), await newStudent(college.id, true)];
    const waiting = await newStudent(college.id);

    const shrunk = await call('PUT', `/api/admin-portal/plans/${plan.id}/`, tokens.admin, {
      name: 'Shrinking Plan',
      max_approved_students: 1,
      max_running_exams: 0,
      max_bank_questions: 0,
      yearly_price_paise: 0,
    });
    expect(shrunk.statusCode, shrunk.body).toBe(200);
    for (const student of approved) expect(await isApproved(student.id)).toBe(true);
    const own = await call('GET', '/api/colleges/admin/plan/', college.token);
    expect(own.json()).toMatchObject({ usage: { approved_students: { used: 2, limit: 1 } } });
    const refused = await call('POST', '/api/colleges/admin/approve-student/', college.token, {
      user_id: waiting.userId,
    });
    expect(refused.statusCode).toBe(409);
    // Unlinking still works, over the limit or not.
    const unlinked = await call('POST', '/api/colleges/admin/unlink-student/', college.token, {
      student_id: approved[0]!.id,
    });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
  });
});

describe('plans: asking for a change', () => {
  it("puts the request in the admins' contact inbox, from the college's account", async () => {
    const [campus] = await db.select().from(plans).where(eq(plans.name, 'University'));
    const response = await call('POST', '/api/colleges/admin/plan/change-request/', tokens.college, {
      plan_id: campus!.id,
      message: 'We expect 800 students next term.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [message] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, 'Plan change request: Sunrise Institute of Technology'));
    expect(message).toMatchObject({ email: DEMO_ACCOUNTS.college, readAt: null });
    expect(message!.message).toContain('Current plan: Campus');
    expect(message!.message).toContain('Requested plan: University');
    expect(message!.message).toContain('We expect 800 students next term.');

    const inbox = await call('GET', '/api/contact/messages/?search=Plan%20change%20request', tokens.admin);
    expect(inbox.json().count).toBe(1);

    const tooShort = await call('POST', '/api/colleges/admin/plan/change-request/', tokens.college, {
      message: 'hi',
    });
    expect(tooShort.statusCode).toBe(400);
    const unknownPlan = await call('POST', '/api/colleges/admin/plan/change-request/', tokens.college, {
      plan_id: 999_999,
      message: 'Please move us to this plan.',
    });
    expect(unknownPlan.statusCode).toBe(404);
  });
});
