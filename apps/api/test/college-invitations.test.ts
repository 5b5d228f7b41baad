import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { auditEvents, collegeInvitations, students, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import * as accounts from '../src/modules/accounts/repository.ts';
import {
  addStudent,
  bearer,
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
};
const passwordHash = await hashPassword(DEMO_PASSWORD);
const NEW_PASSWORD = 'Invited#2026';

type Method = 'GET' | 'POST' | 'DELETE' | 'PUT';
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

type Report = {
  dry_run: boolean;
  total_rows: number;
  valid_rows: number;
  invited: number;
  errors: { row: number; field: string; message: string }[];
  preview: {
    row: number;
    name: string;
    email: string;
    roll_number: string | null;
    kind: 'new' | 'existing';
  }[];
};
type Invitation = {
  id: number;
  email: string;
  full_name: string;
  roll_number: string | null;
  status: string;
  existing_student: boolean;
  expires_at: string;
  send_count: number;
};

let made = 0;
const unique = () => `${++made}.${Date.now()}`;

/** An approved college, signed in. */
async function newCollege(name: string) {
  const email = `invites.college.${unique()}@example.com`;
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

/** A student with a verified account, in `collegeId` (approved or not) or in none. */
async function newStudent(options: { collegeId?: number | null; approved?: boolean } = {}) {
  const student = await addStudent(db, options);
  return { ...student, token: (await login(app, 'student', student.email)).access };
}

/** A multipart/form-data request body carrying one file. */
function upload(content: Buffer | string, filename = 'students.csv') {
  const boundary = `----vidya-test-${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      typeof content === 'string' ? Buffer.from(content) : content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const importFile = (token: string, content: Buffer | string, dryRun: boolean, filename?: string) => {
  const { payload, headers } = upload(content, filename);
  return app.inject({
    method: 'POST',
    url: `/api/colleges/admin/invitations/import/?dry_run=${dryRun}`,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
};

const csv = (rows: string[][]) => ['name,email,roll_number', ...rows.map((row) => row.join(','))].join('\n');
const address = (label: string) => `invitee.${label}.${unique()}@example.com`;

const invitationsOf = (collegeId: number) =>
  db.select().from(collegeInvitations).where(eq(collegeInvitations.collegeId, collegeId));

/** The invitation code in the newest mail to this address (three groups of four). */
function codeMailedTo(email: string) {
  const mail = readOutbox(env)
    .filter((message) => message.to === email)
    .at(-1);
  const code = mail?.text.match(/\b([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})\b/)?.[1];
  if (!code) throw new Error(`no invitation code was mailed to ${email}`);
  return code;
}

const studentRow = async (email: string) => {
  const [row] = await db
    .select({
      id: students.id,
      collegeId: students.collegeId,
      approved: students.isApprovedByCollege,
      rollNumber: students.rollNumber,
      verifiedAt: users.emailVerifiedAt,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(users.email, email));
  return row;
};

describe('invitations: who may call what', () => {
  it('refuses students and admins the college calls, and colleges the student calls', async () => {
    for (const token of [tokens.student, tokens.admin]) {
      expect((await call('GET', '/api/colleges/admin/invitations/', token)).statusCode).toBe(403);
      expect((await importFile(token, csv([['A B', address('x'), '']]), true)).statusCode).toBe(403);
      expect((await call('POST', '/api/colleges/admin/invitations/1/resend/', token)).statusCode).toBe(403);
      expect((await call('DELETE', '/api/colleges/admin/invitations/1/', token)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/colleges/admin/invitations/', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/students/invitations/', tokens.college)).statusCode).toBe(403);
    expect((await call('POST', '/api/students/invitations/1/accept/', tokens.college)).statusCode).toBe(403);
  });

  it("answers 404 for another college's invitation, and leaves it as it was", async () => {
    const owner = await newCollege('Owner College');
    const email = address('owned');
    expect((await importFile(owner.token, csv([['Owned Student', email, 'R1']]), false)).statusCode).toBe(
      201,
    );
    const [invitation] = await invitationsOf(owner.id);
    for (const [method, url] of [
      ['POST', `/api/colleges/admin/invitations/${invitation!.id}/resend/`],
      ['DELETE', `/api/colleges/admin/invitations/${invitation!.id}/`],
    ] as const) {
      const response = await call(method, url, tokens.college);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Invitation not found.');
    }
    const list = (await call('GET', '/api/colleges/admin/invitations/?search=owned', tokens.college)).json<{
      results: Invitation[];
    }>();
    expect(list.results.map((row) => row.email)).not.toContain(email);
    expect((await invitationsOf(owner.id))[0]!.status).toBe('pending');
  });
});

describe('invitations: the file', () => {
  it('checks a file on a dry run without writing or sending anything', async () => {
    const college = await newCollege('Dry Run College');
    const existing = await newStudent();
    const fresh = address('fresh');
    const response = await importFile(
      college.token,
      csv([
        ['Asha Verma', fresh, 'CS-01'],
        ['Ravi Kumar', existing.email, ''],
      ]),
      true,
    );
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<Report>();
    expect(report).toMatchObject({ dry_run: true, total_rows: 2, valid_rows: 2, invited: 0, errors: [] });
    expect(report.preview).toEqual([
      { row: 2, name: 'Asha Verma', email: fresh, roll_number: 'CS-01', kind: 'new' },
      { row: 3, name: 'Ravi Kumar', email: existing.email, roll_number: null, kind: 'existing' },
    ]);
    expect(await invitationsOf(college.id)).toEqual([]);
    expect(readOutbox(env).filter((mail) => mail.to === fresh)).toEqual([]);
  });

  it('names every bad row, and sends nothing at all when any row is wrong', async () => {
    const college = await newCollege('Strict College');
    const approved = await newStudent({ collegeId: college.id, approved: true });
    await db.update(students).set({ rollNumber: 'TAKEN' }).where(eq(students.id, approved.id));
    const waiting = address('waiting');
    expect((await importFile(college.token, csv([['Waiting One', waiting, '']]), false)).statusCode).toBe(
      201,
    );
    const good = address('good');
    const dup = address('dup');
    const rows = [
      ['Good Student', good, 'G1'],
      ['No Email', 'not-an-address', ''],
      ['', address('noname'), ''],
      ['First Dup', dup, ''],
      ['Second Dup', dup, ''],
      ['Roll Clash', address('roll'), 'TAKEN'],
      ['Already Here', approved.email, ''],
      ['A College', DEMO_ACCOUNTS.college, ''],
      ['Waiting Again', waiting, ''],
      ['Same Roll', address('sameroll'), 'G1'],
    ];
    const dry = (await importFile(college.token, csv(rows), true)).json<Report>();
    expect(dry.valid_rows).toBe(2);
    expect(dry.errors.map((error) => [error.row, error.field])).toEqual([
      [3, 'email'],
      [4, 'name'],
      [6, 'email'],
      [7, 'roll_number'],
      [8, 'email'],
      [9, 'email'],
      [10, 'email'],
      [11, 'roll_number'],
    ]);
    expect(dry.errors.find((error) => error.row === 6)?.message).toMatch(/also on row 5/);
    expect(dry.errors.find((error) => error.row === 8)?.message).toMatch(/already approved/);
    expect(dry.errors.find((error) => error.row === 9)?.message).toMatch(/not a student/);
    expect(dry.errors.find((error) => error.row === 10)?.message).toMatch(/already waiting/);

    const real = await importFile(college.token, csv(rows), false);
    expect(real.statusCode).toBe(400);
    expect(real.json().detail).toMatch(/^Nothing was sent: 8 of 10 rows have errors/);
    expect(real.json().errors['row 3: email']).toBeDefined();
    const written = await invitationsOf(college.id);
    expect(written.map((row) => row.email)).toEqual([waiting]);
    expect(readOutbox(env).filter((mail) => mail.to === good)).toEqual([]);
  });

  it('refuses a file without the columns, and reads an Excel workbook like a CSV', async () => {
    const college = await newCollege('Workbook College');
    const missing = await importFile(college.token, 'name,email\nA B,a@example.com', true);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toMatch(/missing the column roll_number/);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Students');
    const email = address('xlsx');
    sheet.addRow(['Name', 'Email', 'Roll Number']);
    sheet.addRow(['Meera Iyer', email, 'X-7']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const report = (await importFile(college.token, bytes, true, 'students.xlsx')).json<Report>();
    expect(report.preview).toEqual([{ row: 2, name: 'Meera Iyer', email, roll_number: 'X-7', kind: 'new' }]);
  });

  it("counts the plan's student limit with the waiting invitations, on the dry run too", async () => {
    const college = await newCollege('Small Plan College');
    const plan = await call('POST', '/api/admin-portal/plans/', tokens.admin, {
      name: `Tiny ${unique()}`,
      max_approved_students: 3,
      max_running_exams: 3,
      max_bank_questions: null,
      yearly_price_paise: 100_000,
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const planId = plan.json<{ plan: { id: number } }>().plan.id;
    expect(
      (await call('PUT', `/api/admin-portal/colleges/${college.id}/plan/`, tokens.admin, { plan_id: planId }))
        .statusCode,
    ).toBe(200);
    await newStudent({ collegeId: college.id, approved: true });
    expect(
      (await importFile(college.token, csv([['One Invite', address('one'), '']]), false)).statusCode,
    ).toBe(201);
    const tooMany = csv([
      ['Two Invite', address('two'), ''],
      ['Three Invite', address('three'), ''],
    ]);
    for (const dryRun of [true, false]) {
      const response = await importFile(college.token, tooMany, dryRun);
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toMatch(/allows 3 approved students: 1 are approved and 1 invitations/);
    }
    expect(await invitationsOf(college.id)).toHaveLength(1);
  });
});

describe('invitations: signing up and answering', () => {
  it('signs a new address up through the emailed code: verified, approved, with the roll number', async () => {
    const college = await newCollege('Welcome College');
    const email = address('signup');
    const sent = await importFile(college.token, csv([['Nisha Rao', email, 'WC-42']]), false);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<Report>().invited).toBe(1);
    const mail = readOutbox(env)
      .filter((message) => message.to === email)
      .at(-1)!;
    expect(mail.subject).toMatch(/Welcome College invites you/);
    const code = codeMailedTo(email);
    expect(mail.text).toContain(`/StudentSignUp?invite=${code.replaceAll('-', '')}`);

    const preview = await call('GET', `/api/students/invitations/preview/?code=${code}`, null);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ college_name: 'Welcome College', email, roll_number: 'WC-42' });

    const signUp = await call('POST', '/api/students/register/invitation/', null, {
      code: code.toLowerCase(),
      full_name: 'Nisha Rao',
      password: NEW_PASSWORD,
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    expect(signUp.json().access).toEqual(expect.any(String));
    expect(signUp.headers['set-cookie']).toBeDefined();
    const student = await studentRow(email);
    expect(student).toMatchObject({ collegeId: college.id, approved: true, rollNumber: 'WC-42' });
    expect(student!.verifiedAt).not.toBeNull();
    const [invitation] = await invitationsOf(college.id);
    expect(invitation).toMatchObject({ status: 'accepted', studentId: student!.id });

    const accepted = (
      await call('GET', '/api/colleges/admin/accepted-students-list/?search=WC-42', college.token)
    ).json<{
      results: { email: string; roll_number: string | null }[];
    }>();
    expect(accepted.results).toEqual([expect.objectContaining({ email, roll_number: 'WC-42' })]);

    const again = await call('POST', '/api/students/register/invitation/', null, {
      code,
      full_name: 'Nisha Rao',
      password: NEW_PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/already used/);
  });

  it('refuses an expired, revoked or unknown code with a detail that says what to do', async () => {
    const college = await newCollege('Expiry College');
    const late = address('late');
    const gone = address('gone');
    await importFile(
      college.token,
      csv([
        ['Late Student', late, ''],
        ['Gone Student', gone, ''],
      ]),
      false,
    );
    await db
      .update(collegeInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(collegeInvitations.email, late));
    const body = (code: string) => ({ code, full_name: 'Some One', password: NEW_PASSWORD });
    const expired = await call('POST', '/api/students/register/invitation/', null, body(codeMailedTo(late)));
    expect(expired.statusCode).toBe(409);
    expect(expired.json().detail).toMatch(/expired\. Ask Expiry College to resend it/);

    const list = (await call('GET', '/api/colleges/admin/invitations/?status=expired', college.token)).json<{
      results: Invitation[];
    }>();
    expect(list.results.map((row) => row.email)).toEqual([late]);

    const goneRow = (await invitationsOf(college.id)).find((row) => row.email === gone)!;
    const revoked = await call('DELETE', `/api/colleges/admin/invitations/${goneRow.id}/`, college.token);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const withdrawn = await call(
      'POST',
      '/api/students/register/invitation/',
      null,
      body(codeMailedTo(gone)),
    );
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().detail).toMatch(/withdrew this invitation/);
    expect(
      (await call('DELETE', `/api/colleges/admin/invitations/${goneRow.id}/`, college.token)).statusCode,
    ).toBe(409);

    const unknown = await call('POST', '/api/students/register/invitation/', null, body('ABCD-EFGH-JKMN'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.code).toBeDefined();
    expect(await studentRow(late)).toBeUndefined();
  });

  it('resends with a new code and a new 14-day expiry, not too often', async () => {
    const college = await newCollege('Resend College');
    const email = address('resend');
    await importFile(college.token, csv([['Resend Me', email, '']]), false);
    const [invitation] = await invitationsOf(college.id);
    const firstCode = codeMailedTo(email);
    const tooSoon = await call(
      'POST',
      `/api/colleges/admin/invitations/${invitation!.id}/resend/`,
      college.token,
    );
    expect(tooSoon.statusCode).toBe(429);

    await db
      .update(collegeInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSentAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(collegeInvitations.id, invitation!.id));
    const resent = await call(
      'POST',
      `/api/colleges/admin/invitations/${invitation!.id}/resend/`,
      college.token,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    const [renewed] = await invitationsOf(college.id);
    const days = (renewed!.expiresAt.getTime() - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(13.9);
    expect(renewed!.sendCount).toBe(2);
    const secondCode = codeMailedTo(email);
    expect(secondCode).not.toBe(firstCode);
    const old = await call('GET', `/api/students/invitations/preview/?code=${firstCode}`, null);
    expect(old.statusCode).toBe(400);
    expect(
      (await call('GET', `/api/students/invitations/preview/?code=${secondCode}`, null)).statusCode,
    ).toBe(200);
  });

  it('gives an existing student a join request they accept: approved, with the roll number, audited', async () => {
    const college = await newCollege('Join College');
    const other = await newCollege('Elsewhere College');
    const student = await newStudent({ collegeId: other.id, approved: false });
    const sent = await importFile(college.token, csv([['Existing One', student.email, 'J-9']]), false);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(
      readOutbox(env)
        .filter((mail) => mail.to === student.email)
        .at(-1)?.subject,
    ).toMatch(/Join College asks you to join it/);
    const requests = (await call('GET', '/api/students/invitations/', student.token)).json<
      { id: number; college_name: string; roll_number: string | null }[]
    >();
    expect(requests).toEqual([expect.objectContaining({ college_name: 'Join College', roll_number: 'J-9' })]);
    expect((await call('GET', '/api/students/invitations/', tokens.student)).json()).not.toContainEqual(
      expect.objectContaining({ id: requests[0]!.id }),
    );
    expect(
      (await call('POST', `/api/students/invitations/${requests[0]!.id}/accept/`, tokens.student)).statusCode,
    ).toBe(404);

    const accepted = await call(
      'POST',
      `/api/students/invitations/${requests[0]!.id}/accept/`,
      student.token,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await studentRow(student.email)).toMatchObject({
      collegeId: college.id,
      approved: true,
      rollNumber: 'J-9',
    });
    const audit = await db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, 'student'), eq(auditEvents.targetId, student.id)))
      .orderBy(auditEvents.id);
    expect(audit.map((row) => row.action)).toEqual([
      'student.college_invite',
      'student.college_invitation_accept',
    ]);
    expect((await call('GET', '/api/students/invitations/', student.token)).json()).toEqual([]);
  });

  it('lets a student decline, and refuses to move an approved student of another college', async () => {
    const college = await newCollege('Second Choice College');
    const decliner = await newStudent();
    const approvedElsewhere = await newStudent({
      collegeId: (await newCollege('First College')).id,
      approved: true,
    });
    await importFile(
      college.token,
      csv([
        ['Decliner', decliner.email, ''],
        ['Approved Elsewhere', approvedElsewhere.email, ''],
      ]),
      false,
    );
    const [toDecline] = (await call('GET', '/api/students/invitations/', decliner.token)).json<
      { id: number }[]
    >();
    expect(
      (await call('POST', `/api/students/invitations/${toDecline!.id}/decline/`, decliner.token)).statusCode,
    ).toBe(200);
    expect(await studentRow(decliner.email)).toMatchObject({ collegeId: null, approved: false });
    const list = (await call('GET', '/api/colleges/admin/invitations/?status=declined', college.token)).json<{
      results: Invitation[];
    }>();
    expect(list.results.map((row) => row.email)).toEqual([decliner.email]);

    const [toAccept] = (await call('GET', '/api/students/invitations/', approvedElsewhere.token)).json<
      { id: number }[]
    >();
    const refused = await call(
      'POST',
      `/api/students/invitations/${toAccept!.id}/accept/`,
      approvedElsewhere.token,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/approved student of another college/);
    const rows = await db
      .select({ status: collegeInvitations.status })
      .from(collegeInvitations)
      .where(inArray(collegeInvitations.email, [approvedElsewhere.email]));
    expect(rows).toEqual([{ status: 'pending' }]);
  });
});
