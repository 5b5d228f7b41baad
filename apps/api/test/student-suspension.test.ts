import { eq } from 'drizzle-orm';
import { LOGIN_SERVER_ERRORS } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { auditEvents, examAttempts, students, users } from '../src/db/schema.ts';
import { bearer, createTestApp, DEMO_ACCOUNTS, DEMO_PASSWORD, login, LOGIN_PATHS } from './helper.ts';

const { app, database } = await createTestApp();
const admin = await login(app, 'admin', DEMO_ACCOUNTS.admin);

async function studentIdOf(email: string) {
  const [row] = await database.db
    .select({ id: students.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(users.email, email));
  return row!.id;
}

const suspend = (studentId: number, payload: object, token = admin.access) =>
  app.inject({
    method: 'POST',
    url: `/api/admin-portal/students/${studentId}/suspend/`,
    headers: bearer(token),
    payload,
  });
const lift = (studentId: number, token = admin.access) =>
  app.inject({
    method: 'POST',
    url: `/api/admin-portal/students/${studentId}/lift-suspension/`,
    headers: bearer(token),
  });
const auditOf = (studentId: number) =>
  database.db
    .select({
      action: auditEvents.action,
      reason: auditEvents.reason,
      actorEmail: auditEvents.actorEmail,
      actorRole: auditEvents.actorRole,
    })
    .from(auditEvents)
    .where(eq(auditEvents.targetId, studentId))
    .orderBy(auditEvents.id);

describe('suspending a student', () => {
  it('locks them out at once, finishes their exam, and records who did it and why', async () => {
    const student = await login(app, 'student', DEMO_ACCOUNTS.platformStudent);
    const studentId = await studentIdOf(DEMO_ACCOUNTS.platformStudent);
    const started = await app.inject({
      method: 'POST',
      url: '/api/exams/1/attempts/',
      headers: bearer(student.access),
    });
    expect(started.statusCode, started.body).toBeLessThan(300);

    const suspended = await suspend(studentId, { reason: '  Shared answers during a mock test  ' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({
      id: studentId,
      is_suspended: true,
      suspension_reason: 'Shared answers during a mock test',
    });

    const refused = await app.inject({
      method: 'GET',
      url: '/api/courses/my-enrollments/',
      headers: bearer(student.access),
    });
    expect(refused.statusCode).toBe(401);
    const signIn = await app.inject({
      method: 'POST',
      url: LOGIN_PATHS.student,
      payload: { email: DEMO_ACCOUNTS.platformStudent, password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().detail).toBe(LOGIN_SERVER_ERRORS.inactive);

    const [attempt] = await database.db
      .select({ status: examAttempts.status })
      .from(examAttempts)
      .where(eq(examAttempts.studentId, studentId));
    expect(attempt?.status).toBe('submitted');
    expect(await auditOf(studentId)).toEqual([
      {
        action: 'student.suspend',
        reason: 'Shared answers during a mock test',
        actorEmail: DEMO_ACCOUNTS.admin,
        actorRole: 'admin',
      },
    ]);

    const again = await suspend(studentId, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(await auditOf(studentId)).toHaveLength(1);

    const lifted = await lift(studentId);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toEqual({
      id: studentId,
      is_suspended: false,
      suspension_reason: null,
      suspended_at: null,
    });
    const back = await login(app, 'student', DEMO_ACCOUNTS.platformStudent);
    const reads = await app.inject({
      method: 'GET',
      url: '/api/courses/my-enrollments/',
      headers: bearer(back.access),
    });
    expect(reads.statusCode, 'the lifted student’s new session works at once').toBe(200);
    expect((await auditOf(studentId)).map((event) => event.action)).toEqual([
      'student.suspend',
      'student.lift_suspension',
    ]);
    expect((await lift(studentId)).statusCode).toBe(409);
  });

  it('needs a reason of 1 to 500 characters', async () => {
    const studentId = await studentIdOf(DEMO_ACCOUNTS.student);
    for (const payload of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const response = await suspend(studentId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toHaveProperty('reason');
    }
    expect(await auditOf(studentId)).toEqual([]);
  });

  it('answers 404 for a student that does not exist, and is for admins only', async () => {
    expect((await suspend(999_999, { reason: 'No one' })).statusCode).toBe(404);
    const college = await login(app, 'college', DEMO_ACCOUNTS.college);
    const studentId = await studentIdOf(DEMO_ACCOUNTS.student);
    expect((await suspend(studentId, { reason: 'Not mine to do' }, college.access)).statusCode).toBe(403);
    expect((await lift(studentId, college.access)).statusCode).toBe(403);
  });
});
