import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  attemptAnswers,
  attemptIntegrity,
  examAttempts,
  examParticipants,
  examTimeExtensions,
  students,
  users,
} from '../../../db/schema.ts';

/**
 * Every attempt of the exam with its student, answered count and last save, newest attempt first.
 * The answers are counted in one grouped pass over the exam's answers (a hash join), not one
 * lookup per attempt: 3,000 students with 50 answers each read in one scan.
 */
export async function monitorRows(db: Executor, examId: number) {
  const answers = db
    .select({
      attemptId: attemptAnswers.attemptId,
      answered: sql<number>`count(${attemptAnswers.answer})`.as('answered'),
      lastSavedAt: sql<Date>`max(${attemptAnswers.savedAt})`
        .mapWith(attemptAnswers.savedAt)
        .as('last_saved_at'),
    })
    .from(attemptAnswers)
    .innerJoin(examAttempts, eq(examAttempts.id, attemptAnswers.attemptId))
    .where(eq(examAttempts.examId, examId))
    .groupBy(attemptAnswers.attemptId)
    .as('answers');
  return db
    .select({
      studentId: examAttempts.studentId,
      studentName: users.fullName,
      rollNumber: students.rollNumber,
      attemptId: examAttempts.id,
      status: examAttempts.status,
      startedAt: examAttempts.startedAt,
      deadline: examAttempts.deadline,
      extraMinutes: sql<number>`coalesce(${examTimeExtensions.extraMinutes}, 0)`.mapWith(Number),
      answered: sql<number>`coalesce(${answers.answered}, 0)`.mapWith(Number),
      lastSavedAt: answers.lastSavedAt,
      integrity: {
        timesAway: attemptIntegrity.timesAway,
        awayMs: attemptIntegrity.awayMs,
        blips: attemptIntegrity.blips,
        disconnections: attemptIntegrity.disconnections,
        devices: attemptIntegrity.devices,
        awaySince: attemptIntegrity.awaySince,
      },
    })
    .from(examAttempts)
    .innerJoin(students, eq(students.id, examAttempts.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(
      examTimeExtensions,
      and(
        eq(examTimeExtensions.examId, examAttempts.examId),
        eq(examTimeExtensions.studentId, examAttempts.studentId),
      ),
    )
    .leftJoin(answers, eq(answers.attemptId, examAttempts.id))
    .leftJoin(attemptIntegrity, eq(attemptIntegrity.attemptId, examAttempts.id))
    .where(eq(examAttempts.examId, examId))
    .orderBy(asc(users.fullName), asc(examAttempts.studentId), desc(examAttempts.attemptNumber));
}

/**
 * How many students can take the exam (the college's approved students and those who joined with
 * its code) and how many of them have not started it.
 */
export async function eligibleCounts(db: Executor, examId: number, collegeId: number) {
  const result = await db.execute(sql`
    select count(*)::int as can_take,
      count(*) filter (where not exists (
        select 1 from ${examAttempts}
        where ${examAttempts.examId} = ${examId} and ${examAttempts.studentId} = eligible.id))::int as not_started
    from (
      select ${students.id} as id from ${students}
      where ${students.collegeId} = ${collegeId} and ${students.isApprovedByCollege}
      union
      select ${examParticipants.studentId} from ${examParticipants} where ${examParticipants.examId} = ${examId}
    ) as eligible`);
  const [row] = (result as unknown as { rows: { can_take: number | string; not_started: number | string }[] })
    .rows;
  return { canTake: Number(row?.can_take ?? 0), notStarted: Number(row?.not_started ?? 0) };
}

/** The student, if they can take the exam: approved by its college, or joined with its code. */
export async function findEligibleStudent(
  db: Executor,
  examId: number,
  collegeId: number,
  studentId: number,
) {
  const [row] = await db
    .select({ id: students.id, fullName: users.fullName })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(
      examParticipants,
      and(eq(examParticipants.examId, examId), eq(examParticipants.studentId, students.id)),
    )
    .where(
      and(
        eq(students.id, studentId),
        or(
          and(eq(students.collegeId, collegeId), eq(students.isApprovedByCollege, true)),
          eq(examParticipants.studentId, studentId),
        ),
      ),
    )
    .limit(1);
  return row;
}

/** The student's attempts of the exam, newest first, locked for the rest of the transaction. */
export async function lockAttemptsOf(db: Executor, examId: number, studentId: number) {
  return db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.studentId, studentId)))
    .orderBy(desc(examAttempts.attemptNumber))
    .for('update');
}

/** The extra minutes the student has now, locked for the rest of the transaction (0: none). */
export async function lockExtraMinutes(db: Executor, examId: number, studentId: number) {
  const [row] = await db
    .select({ extraMinutes: examTimeExtensions.extraMinutes })
    .from(examTimeExtensions)
    .where(and(eq(examTimeExtensions.examId, examId), eq(examTimeExtensions.studentId, studentId)))
    .for('update');
  return row?.extraMinutes ?? 0;
}

export async function setExtraMinutes(
  db: Executor,
  grant: { examId: number; studentId: number; extraMinutes: number; grantedBy: number; grantedAt: Date },
) {
  if (grant.extraMinutes === 0) {
    await db
      .delete(examTimeExtensions)
      .where(
        and(eq(examTimeExtensions.examId, grant.examId), eq(examTimeExtensions.studentId, grant.studentId)),
      );
    return;
  }
  await db
    .insert(examTimeExtensions)
    .values(grant)
    .onConflictDoUpdate({
      target: [examTimeExtensions.examId, examTimeExtensions.studentId],
      set: { extraMinutes: grant.extraMinutes, grantedBy: grant.grantedBy, grantedAt: grant.grantedAt },
    });
}

export async function moveDeadline(db: Executor, attemptId: number, deadline: Date) {
  await db.update(examAttempts).set({ deadline }).where(eq(examAttempts.id, attemptId));
}

/** What starting a college exam needs to know of one student. */
export type CollegeStartCheck = {
  collegeId: number | null;
  isApprovedByCollege: boolean;
  /** Joined the exam with its code. */
  hasJoined: boolean;
  extraMinutes: number;
};

/**
 * For a burst of students starting college exams, in one statement: whether each may take the
 * exam (their college and approval, or a join by code) and their extra minutes in it. Keyed
 * `examId:studentId`; a student who does not exist is absent.
 */
export async function collegeStartChecks(db: Executor, keys: { examId: number; studentId: number }[]) {
  const result = await db.execute(sql`
    select v.exam_id, v.student_id, s.college_id, s.is_approved_by_college,
      exists (select 1 from ${examParticipants} p
        where p.exam_id = v.exam_id and p.student_id = v.student_id) as has_joined,
      coalesce((select x.extra_minutes from ${examTimeExtensions} x
        where x.exam_id = v.exam_id and x.student_id = v.student_id), 0) as extra_minutes
    from unnest(
      ${sql.param(keys.map((key) => key.examId))}::int[],
      ${sql.param(keys.map((key) => key.studentId))}::int[]
    ) as v(exam_id, student_id)
    join ${students} s on s.id = v.student_id`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return new Map(
    rows.map((row): [string, CollegeStartCheck] => [
      `${Number(row.exam_id)}:${Number(row.student_id)}`,
      {
        collegeId: row.college_id === null ? null : Number(row.college_id),
        isApprovedByCollege: row.is_approved_by_college === true,
        hasJoined: row.has_joined === true,
        extraMinutes: Number(row.extra_minutes),
      },
    ]),
  );
}

/** Attempts by id, for the test screens asking for their clock. */
export async function attemptClocks(db: Executor, attemptIds: number[]) {
  const rows = await db.select().from(examAttempts).where(inArray(examAttempts.id, attemptIds));
  return new Map(rows.map((row) => [row.id, row]));
}
