import { z } from 'zod';
import { RecordId } from './common.ts';

/**
 * Plans (issue #14, docs/plans.md): what a college may use, and what it costs a year. Admins
 * manage the plans and give each college one; a college sees its own with its usage (YourPlan).
 * A limit of null means unlimited.
 */

/** The most a plan may allow of anything, and the highest yearly price (₹ 1 crore) in paise. */
export const PLAN_LIMIT_MAX = 1_000_000;
export const PLAN_PRICE_MAX_PAISE = 1_000_000_000;
export const PLAN_CHANGE_MESSAGE_MAX = 2000;

export const Plan = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Students the college may have approved at once; null: unlimited. */
    max_approved_students: z.number().int().nullable(),
    /** Exams the college may have active and not yet ended at once; null: unlimited. */
    max_running_exams: z.number().int().nullable(),
    /** Questions in the college's own bank; null: unlimited. */
    max_bank_questions: z.number().int().nullable(),
    /** The yearly price in paise (₹ 1 = 100 paise); 0 for a free plan. */
    yearly_price_paise: z.number().int(),
    /** The plan new colleges get. */
    is_default: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof Plan>;

/** How much of one limit a college uses. */
export const PlanMeter = z.object({
  used: z.number().int(),
  /** The plan's limit; null: unlimited. */
  limit: z.number().int().nullable(),
});
export type PlanMeter = z.infer<typeof PlanMeter>;

export const PlanUsage = z
  .object({
    approved_students: PlanMeter,
    running_exams: PlanMeter,
    bank_questions: PlanMeter,
  })
  .meta({ id: 'PlanUsage' });
export type PlanUsage = z.infer<typeof PlanUsage>;

/** `GET /colleges/admin/plan/`: the signed-in college's plan, its usage, and the plans it may ask for. */
export const CollegePlan = z
  .object({
    plan: Plan,
    usage: PlanUsage,
    /** Every plan, cheapest first, to choose from when asking for a change. */
    plans: z.array(Plan),
  })
  .meta({ id: 'CollegePlan' });
export type CollegePlan = z.infer<typeof CollegePlan>;

/** `POST /colleges/admin/plan/change-request/`: reaches the admins' contact inbox. */
export const PlanChangeRequestBody = z.strictObject({
  /** The plan the college would like; leave out to ask in words only. */
  plan_id: RecordId.optional(),
  message: z
    .string()
    .trim()
    .min(10, 'Tell us a little more (at least 10 characters).')
    .max(PLAN_CHANGE_MESSAGE_MAX, `Message must be at most ${PLAN_CHANGE_MESSAGE_MAX} characters.`),
});
export type PlanChangeRequestBody = z.input<typeof PlanChangeRequestBody>;

/** `PUT /admin-portal/colleges/{id}/plan/`. */
export const AssignPlanBody = z.strictObject({ plan_id: RecordId });
export type AssignPlanBody = z.input<typeof AssignPlanBody>;

const Limit = (what: string) =>
  z
    .number()
    .int(`${what} must be a whole number.`)
    .min(0, `${what} cannot be negative.`)
    .max(PLAN_LIMIT_MAX, `${what} must be at most ${PLAN_LIMIT_MAX}.`)
    .nullable();

/** `POST /admin-portal/plans/` and `PUT /admin-portal/plans/{id}/`: a plan as an admin writes it. */
export const PlanBody = z.strictObject({
  name: z.string().trim().min(2, 'Enter a name.').max(100, 'Name must be at most 100 characters.'),
  max_approved_students: Limit('The approved students limit'),
  max_running_exams: Limit('The running exams limit'),
  max_bank_questions: Limit('The bank questions limit'),
  yearly_price_paise: z
    .number()
    .int('The price must be a whole number of paise.')
    .min(0, 'Amounts cannot be negative.')
    .max(PLAN_PRICE_MAX_PAISE, 'Amounts must be at most ₹1,00,00,000.'),
});
export type PlanBody = z.input<typeof PlanBody>;

export const PlanActionResult = z.object({ detail: z.string(), plan: Plan }).meta({ id: 'PlanActionResult' });
export type PlanActionResult = z.infer<typeof PlanActionResult>;
