import { and, asc, count, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { colleges, exams, plans, questions, students, users } from '../../db/schema.ts';

export type PlanRow = typeof plans.$inferSelect;
export type PlanValues = Pick<
  typeof plans.$inferInsert,
  'name' | 'maxApprovedStudents' | 'maxRunningExams' | 'maxBankQuestions' | 'yearlyPricePaise'
>;

/** Every plan, cheapest first, then by name. */
export async function listPlans(db: Executor): Promise<PlanRow[]> {
  return db.select().from(plans).orderBy(asc(plans.yearlyPricePaise), asc(plans.name));
}

export async function findPlan(db: Executor, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}

export async function findPlanByName(db: Executor, name: string): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(plans)
    .where(eq(sql`lower(${plans.name})`, name.toLowerCase()));
  return row;
}

export async function insertPlan(db: Executor, values: PlanValues): Promise<PlanRow> {
  const [row] = await db.insert(plans).values(values).returning();
  if (!row) throw new Error('insert into plans returned no row');
  return row;
}

/** Locks the plan for the rest of the transaction; undefined when there is none. */
export async function lockPlan(db: Transaction, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).for('update');
  return row;
}

export async function updatePlan(db: Executor, id: number, values: PlanValues): Promise<PlanRow> {
  const [row] = await db.update(plans).set(values).where(eq(plans.id, id)).returning();
  if (!row) throw new Error('update of plans returned no row');
  return row;
}

/** The live college's name, account email and plan; undefined for a deleted or unknown college. */
export async function findCollegeWithPlan(db: Executor, collegeId: number) {
  const [row] = await db
    .select({
      collegeName: colleges.collegeName,
      contactPerson: colleges.contactPerson,
      phone: colleges.phone,
      email: users.email,
      plan: plans,
    })
    .from(colleges)
    .innerJoin(plans, eq(plans.id, colleges.planId))
    .innerJoin(users, eq(users.id, colleges.userId))
    .where(and(eq(colleges.id, collegeId), isNull(colleges.deletedAt)));
  return row;
}

/**
 * Locks the live college's row until the transaction ends and answers its plan: two approvals
 * for the same college then count its approved students one after the other, never both at once.
 */
export async function lockCollegePlan(db: Transaction, collegeId: number) {
  const [row] = await db
    .select({ collegeId: colleges.id, collegeName: colleges.collegeName, plan: plans })
    .from(colleges)
    .innerJoin(plans, eq(plans.id, colleges.planId))
    .where(and(eq(colleges.id, collegeId), isNull(colleges.deletedAt)))
    .for('no key update', { of: colleges });
  return row;
}

export async function setCollegePlan(db: Executor, collegeId: number, planId: number): Promise<void> {
  await db.update(colleges).set({ planId }).where(eq(colleges.id, collegeId));
}

export async function countApprovedStudents(db: Executor, collegeId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(students)
    .where(and(eq(students.collegeId, collegeId), eq(students.isApprovedByCollege, true)));
  return row?.value ?? 0;
}

/** The college's running exams at `now` (active, not yet ended), leaving out `exceptExamId`. */
export async function countRunningExams(db: Executor, collegeId: number, now: Date, exceptExamId?: number) {
  const [row] = await db
    .select({ value: count() })
    .from(exams)
    .where(
      and(
        eq(exams.collegeId, collegeId),
        eq(exams.isActive, true),
        or(isNull(exams.windowEnd), gt(exams.windowEnd, now)),
        exceptExamId === undefined ? undefined : ne(exams.id, exceptExamId),
      ),
    );
  return row?.value ?? 0;
}

export async function countBankQuestions(db: Executor, collegeId: number) {
  const [row] = await db.select({ value: count() }).from(questions).where(eq(questions.collegeId, collegeId));
  return row?.value ?? 0;
}

/** What the college uses of each limit; running exams are its active ones not yet ended at `now`. */
export async function countUsage(db: Executor, collegeId: number, now: Date) {
  const [approvedStudents, [running], [bank]] = await Promise.all([
    countApprovedStudents(db, collegeId),
    db
      .select({ value: count() })
      .from(exams)
      .where(
        and(
          eq(exams.collegeId, collegeId),
          eq(exams.isActive, true),
          or(isNull(exams.windowEnd), gt(exams.windowEnd, now)),
        ),
      ),
    db.select({ value: count() }).from(questions).where(eq(questions.collegeId, collegeId)),
  ]);
  return { approvedStudents, runningExams: running?.value ?? 0, bankQuestions: bank?.value ?? 0 };
}
