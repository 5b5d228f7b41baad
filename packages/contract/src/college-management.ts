import { z } from 'zod';
import { PaginationQuery, RecordId } from './common.ts';
import { CollegeProfile } from './colleges.ts';
import { Plan } from './plans.ts';
import { Role } from './roles.ts';

/**
 * Admins running colleges (issue #13): the admin portal's college lists, a college's detail and
 * analytics, approving and deleting. The spec's College (§3) is `id, college_name,
 * is_approved_by_admin`; admins see the rest of the profile and two counts beside it.
 */
export const ManagedCollege = CollegeProfile.extend({
  approved_at: z.iso.datetime().nullable(),
  /** Students linked to the college, approved by it or not. */
  students_count: z.number().int(),
  exams_count: z.number().int(),
}).meta({ id: 'ManagedCollege' });
export type ManagedCollege = z.infer<typeof ManagedCollege>;

/** One line of the audit trail about a record: who did what, when, and why if they said. */
export const AuditEntry = z
  .object({
    id: z.number().int(),
    action: z.string(),
    actor_email: z.string(),
    actor_role: Role,
    reason: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

/** `GET /admin-portal/colleges/{id}/`: the college, its people and exams, and its audit trail. */
export const CollegeDetail = ManagedCollege.extend({
  students: z.object({
    total: z.number().int(),
    /** Approved by the college: they can take its exams. */
    approved: z.number().int(),
    /** Linked to it and waiting for its approval. */
    pending: z.number().int(),
  }),
  exams: z.object({ total: z.number().int(), active: z.number().int() }),
  /** The college's plan (docs/plans.md); admins assign another with `PUT …/{id}/plan/`. */
  plan: Plan,
  /** What admins did to this college, newest first (at most 50). */
  audit: z.array(AuditEntry),
}).meta({ id: 'CollegeDetail' });
export type CollegeDetail = z.infer<typeof CollegeDetail>;

/** How the admin college list can be sorted: a field, `-` in front for descending. */
export const COLLEGE_ORDERINGS = ['college_name', '-college_name', 'created_at', '-created_at'] as const;
export type CollegeOrdering = (typeof COLLEGE_ORDERINGS)[number];

const QueryDate = (field: string) => z.iso.date(`${field} must be a date written YYYY-MM-DD.`).optional();

/**
 * The admin college list's filters (spec §3 admin filters: search, is_approved, created_after,
 * created_before) and order; the export takes the same ones. Both dates include their whole day
 * (UTC). Search looks in the name, email, contact person, city and state.
 */
export const AdminCollegeFilterQuery = z.object({
  ordering: z.enum(COLLEGE_ORDERINGS).optional(),
  search: z.string().trim().max(100).optional(),
  is_approved: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  created_after: QueryDate('created_after'),
  created_before: QueryDate('created_before'),
});
export type AdminCollegeFilterQuery = z.input<typeof AdminCollegeFilterQuery>;
export const AdminCollegeListQuery = PaginationQuery.extend(AdminCollegeFilterQuery.shape);
export type AdminCollegeListQuery = z.input<typeof AdminCollegeListQuery>;

/**
 * `registered/` (10 a page) and `pending/` (20 a page) of spec §7. The search is trimmed; an
 * empty one lists everything (spec §5 sends it only when non-empty).
 */
export const CollegeQueueQuery = PaginationQuery.extend({ search: z.string().trim().max(100).optional() });
export type CollegeQueueQuery = z.input<typeof CollegeQueueQuery>;

/** `GET /colleges/admin/registered/`: an optional search, a plain list in reply. */
export const CollegeSearchListQuery = z.object({ search: z.string().trim().max(100).optional() });

export const CollegeIdsBody = z.strictObject({
  college_ids: z.array(RecordId).min(1, 'Select at least one college.').max(500),
});
export type CollegeIdsBody = z.input<typeof CollegeIdsBody>;

/** Approving or deleting one college: the spec's success text and the id (spec §7). */
export const CollegeActionResult = z.object({ detail: z.string(), id: z.number().int() });
export type CollegeActionResult = z.infer<typeof CollegeActionResult>;

/**
 * `GET /admin-portal/colleges/analytics/`: the spec's colleges group (§3: total, pending,
 * registered, new_30d, approval_rate) with how students spread over colleges and how sign-ups
 * and approvals grew, month by month. Deleted colleges count nowhere.
 */
export const CollegeAnalytics = z
  .object({
    total: z.number().int(),
    /** Waiting for an admin's approval. */
    pending: z.number().int(),
    /** Approved: they can sign in. */
    registered: z.number().int(),
    /** Signed up in the last 30 days. */
    new_30d: z.number().int(),
    /** registered / total, as a percentage with one decimal; 0 when there are none. */
    approval_rate: z.number(),
    students_per_college: z.object({
      /** Students linked to a registered college, divided by registered colleges (one decimal). */
      average: z.number(),
      /** Students studying without a college. */
      without_college: z.number().int(),
      /** The ten registered colleges with the most students, most first. */
      top: z.array(
        z.object({
          id: z.number().int(),
          college_name: z.string(),
          students: z.number().int(),
        }),
      ),
    }),
    /** The last 12 months, oldest first, UTC; months with nothing are there with zeros. */
    growth: z.array(
      z.object({
        /** `YYYY-MM`. */
        month: z.string(),
        /** Colleges that signed up in the month. */
        signed_up: z.number().int(),
        /** Colleges an admin approved in the month. */
        approved: z.number().int(),
      }),
    ),
    last_updated: z.iso.datetime(),
  })
  .meta({ id: 'CollegeAnalytics' });
export type CollegeAnalytics = z.infer<typeof CollegeAnalytics>;
