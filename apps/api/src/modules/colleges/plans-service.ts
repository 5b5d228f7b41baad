import type {
  AssignPlanBody,
  CollegePlan,
  DetailBody,
  Plan,
  PlanActionResult,
  PlanBody,
  PlanChangeRequestBody,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import type { AccessIdentity } from '../../lib/access-tokens.ts';
import { AppError, fieldRefusal, notFound } from '../../lib/app-error.ts';
import { insertAuditEvent } from '../audit/index.ts';
import { insertMessage } from '../contact/index.ts';
import { findCollegeIdOfUser } from '../identity/index.ts';
import * as repository from './plans-repository.ts';

const PLAN_NOT_FOUND = 'Plan not found. It may have been renamed: reload the list of plans.';
const COLLEGE_NOT_FOUND = 'College not found.';
export const PLAN_CHANGE_REQUEST_SENT =
  'Your request has reached our team. An admin will reply to your college’s email address.';

export function toPlan(row: repository.PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    max_approved_students: row.maxApprovedStudents,
    max_running_exams: row.maxRunningExams,
    max_bank_questions: row.maxBankQuestions,
    yearly_price_paise: row.yearlyPricePaise,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}

const toValues = (body: PlanBody): repository.PlanValues => ({
  name: body.name.trim(),
  maxApprovedStudents: body.max_approved_students,
  maxRunningExams: body.max_running_exams,
  maxBankQuestions: body.max_bank_questions,
  yearlyPricePaise: body.yearly_price_paise,
});

const studentsWord = (count: number) => `${count} approved student${count === 1 ? '' : 's'}`;

/**
 * Checks, inside the transaction that approves them, that `adding` more approved students fit the
 * college's plan; refuses with 409 naming the limit and how to raise it otherwise, so nothing is
 * approved. Locks the college's row (not its key: students may still sign up to it) until the
 * transaction ends, so two approvals for one college count one after the other. Callers lock
 * the students first and the college second, always in that order.
 */
export async function admitApprovedStudents(
  tx: Transaction,
  collegeId: number,
  adding: number,
  audience: 'college' | 'admin',
): Promise<void> {
  if (adding <= 0) return;
  const row = await repository.lockCollegePlan(tx, collegeId);
  if (!row) throw notFound('college_not_found', COLLEGE_NOT_FOUND);
  const limit = row.plan.maxApprovedStudents;
  if (limit === null) return;
  const approved = await repository.countApprovedStudents(tx, collegeId);
  if (approved + adding <= limit) return;
  const more = adding === 1 ? '' : `: approving ${adding} more would exceed it. Nothing was changed`;
  const whose = audience === 'college' ? 'Your plan' : `The plan of ${row.collegeName}`;
  const raise =
    audience === 'college'
      ? 'Ask an admin to move your college to a larger plan from Your Plan.'
      : 'Assign the college a larger plan on its page in College Management.';
  throw new AppError(
    'plan_student_limit',
    `${whose} (${row.plan.name}) allows ${studentsWord(limit)} and ${approved} ${approved === 1 ? 'is' : 'are'} approved${more}. ${raise}`,
    { values: { plan: row.plan.name, limit } },
  );
}

export type LimitAudience = 'college' | 'admin';

/** The end of a limit's refusal: who may raise it, and where. */
const raiseLimit = (audience: LimitAudience) =>
  audience === 'college'
    ? 'Ask an admin to move your college to a larger plan from Your Plan (Request a change).'
    : 'Assign the college a larger plan on its page in College Management.';

/**
 * Checks, inside the transaction that makes it so, that one more exam of the college may be
 * running (active and not yet over) at once; 409 naming `max_running_exams` otherwise. Locks the
 * college's row, like the student approvals, so two activations count one after the other.
 * `examId` (the exam being activated or moved) is not counted among those already running.
 */
export async function admitRunningExam(
  tx: Transaction,
  collegeId: number,
  options: { examId?: number; now: Date; audience: LimitAudience },
): Promise<void> {
  const row = await repository.lockCollegePlan(tx, collegeId);
  if (!row) throw notFound('college_not_found', COLLEGE_NOT_FOUND);
  const limit = row.plan.maxRunningExams;
  if (limit === null) return;
  const running = await repository.countRunningExams(tx, collegeId, options.now, options.examId);
  if (running < limit) return;
  const whose = options.audience === 'college' ? 'Your plan' : `The plan of ${row.collegeName}`;
  throw new AppError(
    'plan_running_exam_limit',
    `${whose} (${row.plan.name}) allows ${limit} running exam${limit === 1 ? '' : 's'} at once (max_running_exams) and ${running} ${running === 1 ? 'is' : 'are'} scheduled or running, so this exam cannot be scheduled. Deactivate or cancel another exam, or wait until one ends. ${raiseLimit(options.audience)}`,
    { values: { plan: row.plan.name, limit } },
  );
}

/**
 * Checks, inside the transaction that writes them, that `adding` questions more fit the college's
 * bank (`max_bank_questions`); 409 otherwise, and nothing is written.
 */
export async function admitBankQuestions(
  tx: Transaction,
  collegeId: number,
  adding: number,
  audience: LimitAudience,
): Promise<void> {
  if (adding <= 0) return;
  const row = await repository.lockCollegePlan(tx, collegeId);
  if (!row) throw notFound('college_not_found', COLLEGE_NOT_FOUND);
  const limit = row.plan.maxBankQuestions;
  if (limit === null) return;
  const stored = await repository.countBankQuestions(tx, collegeId);
  if (stored + adding <= limit) return;
  const whose = audience === 'college' ? 'Your plan' : `The plan of ${row.collegeName}`;
  const more = adding === 1 ? 'one more' : `${adding} more`;
  throw new AppError(
    'plan_bank_limit',
    `${whose} (${row.plan.name}) allows ${limit} question${limit === 1 ? '' : 's'} in the college's bank (max_bank_questions) and it holds ${stored}, so ${more} would not fit. Nothing was added. ${raiseLimit(audience)}`,
    { values: { plan: row.plan.name, limit } },
  );
}

/**
 * Plans (issue #14, docs/plans.md): admins list, create and edit them and give a college one; a
 * college sees its plan and usage, and asks the admins for a change through their contact inbox.
 * Editing a plan or moving a college to a smaller one never takes anything away: limits only
 * refuse what would go beyond them from then on.
 */
export function createPlansService(ctx: AppContext) {
  const { db } = ctx.database;

  async function collegeOf(caller: AccessIdentity): Promise<number> {
    if (caller.role === 'college' && caller.profileId !== null) return caller.profileId;
    const collegeId = caller.role === 'college' ? await findCollegeIdOfUser(db, caller.userId) : undefined;
    if (collegeId === undefined) throw new AppError('colleges_only', 'Only a college has a plan.');
    return collegeId;
  }

  async function refuseTakenName(name: string, exceptId?: number) {
    const taken = await repository.findPlanByName(db, name.trim());
    if (taken && taken.id !== exceptId) {
      const detail = `A plan named ${taken.name} already exists. Choose another name.`;
      throw fieldRefusal('plan_name_taken', 'name', detail, { name: taken.name });
    }
  }

  async function findPlanOrRefuse(id: number) {
    const plan = await repository.findPlan(db, id);
    if (!plan) throw notFound('plan_not_found', PLAN_NOT_FOUND);
    return plan;
  }

  return {
    /** YourPlan: the college's plan, what it uses of each limit, and every plan to ask for. */
    async ofCollege(caller: AccessIdentity): Promise<CollegePlan> {
      const collegeId = await collegeOf(caller);
      const [college, usage, all] = await Promise.all([
        repository.findCollegeWithPlan(db, collegeId),
        repository.countUsage(db, collegeId, ctx.now()),
        repository.listPlans(db),
      ]);
      if (!college) throw notFound('college_not_found', COLLEGE_NOT_FOUND);
      return {
        plan: toPlan(college.plan),
        usage: {
          approved_students: { used: usage.approvedStudents, limit: college.plan.maxApprovedStudents },
          running_exams: { used: usage.runningExams, limit: college.plan.maxRunningExams },
          bank_questions: { used: usage.bankQuestions, limit: college.plan.maxBankQuestions },
        },
        plans: all.map(toPlan),
      };
    },

    /** A college asks for another plan: a message in the admins' contact inbox, from its account. */
    async requestChange(caller: AccessIdentity, body: PlanChangeRequestBody): Promise<DetailBody> {
      const collegeId = await collegeOf(caller);
      const college = await repository.findCollegeWithPlan(db, collegeId);
      if (!college) throw notFound('college_not_found', COLLEGE_NOT_FOUND);
      const wanted = body.plan_id === undefined ? undefined : await findPlanOrRefuse(body.plan_id);
      const lines = [
        `College: ${college.collegeName}`,
        `Current plan: ${college.plan.name}`,
        `Requested plan: ${wanted ? wanted.name : 'not chosen'}`,
        '',
        body.message.trim(),
      ];
      await insertMessage(db, {
        name: college.contactPerson.slice(0, 150),
        email: college.email,
        phone: college.phone,
        subject: `Plan change request: ${college.collegeName}`.slice(0, 200),
        message: lines.join('\n'),
      });
      return { detail: PLAN_CHANGE_REQUEST_SENT };
    },

    /** `GET /admin-portal/plans/`: every plan, cheapest first. */
    async list(): Promise<Plan[]> {
      return (await repository.listPlans(db)).map(toPlan);
    },

    async create(body: PlanBody): Promise<PlanActionResult> {
      await refuseTakenName(body.name);
      const plan = await repository.insertPlan(db, toValues(body));
      return { detail: `Plan ${plan.name} created.`, plan: toPlan(plan) };
    },

    /** Edits a plan; colleges on it keep every student they approved, whatever the new limits. */
    async update(planId: number, body: PlanBody): Promise<PlanActionResult> {
      await findPlanOrRefuse(planId);
      await refuseTakenName(body.name, planId);
      const plan = await repository.updatePlan(db, planId, toValues(body));
      return { detail: `Plan ${plan.name} saved.`, plan: toPlan(plan) };
    },

    /** Moves a college to a plan, with an audit row in the same transaction. */
    async assign(admin: AccessIdentity, collegeId: number, body: AssignPlanBody): Promise<PlanActionResult> {
      return db.transaction(async (tx) => {
        const college = await repository.lockCollegePlan(tx, collegeId);
        if (!college) throw notFound('college_not_found', COLLEGE_NOT_FOUND);
        const plan = await repository.findPlan(tx, body.plan_id);
        if (!plan) throw notFound('plan_not_found', PLAN_NOT_FOUND);
        if (plan.id !== college.plan.id) {
          await repository.setCollegePlan(tx, collegeId, plan.id);
          await insertAuditEvent(tx, {
            actorUserId: admin.userId,
            action: 'college.assign_plan',
            targetType: 'college',
            targetId: collegeId,
            reason: `${college.plan.name} → ${plan.name}`,
          });
        }
        return { detail: `${college.collegeName} is now on the ${plan.name} plan.`, plan: toPlan(plan) };
      });
    },
  };
}
