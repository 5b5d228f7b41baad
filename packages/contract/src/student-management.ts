import { z } from 'zod';
import { AuditEntry } from './college-management.ts';
import { ExportFormatQuery, PaginationQuery, QueryRecordId, RecordId } from './common.ts';
import { AdminAttemptRow } from './exams/authoring.ts';
import { Language } from './languages.ts';

/**
 * Admins running students (issue #13): the admin portal's student lists, one student's detail,
 * suspending, approving for their college on its behalf, deleting, and the export. The spec's
 * admin filters for students (§3) are search, college, is_active and has_college.
 */

/**
 * The three tabs of StudentManagement (spec §7 `tab`): everyone, platform students (no college),
 * and students linked to a college.
 */
export const STUDENT_TABS = ['all', 'platform', 'college'] as const;
export const StudentTab = z.enum(STUDENT_TABS, "tab must be one of 'all', 'platform' or 'college'.");
export type StudentTab = z.infer<typeof StudentTab>;

/** One row of an admin student list. */
export const ManagedStudent = z
  .object({
    id: z.number().int(),
    user: z.number().int(),
    email: z.string(),
    full_name: z.string(),
    phone: z.string().nullable(),
    /** The college the student chose; null for a platform student. */
    college: z.number().int().nullable(),
    college_name: z.string().nullable(),
    /** The college approved them: they can take its exams. Always false without a college. */
    is_approved_by_college: z.boolean(),
    /** They can sign in: the account is open and not suspended. */
    is_active: z.boolean(),
    is_suspended: z.boolean(),
    suspension_reason: z.string().nullable(),
    suspended_at: z.iso.datetime().nullable(),
    enrollments_count: z.number().int(),
    /** Finished exam attempts (submitted or expired). */
    exams_taken: z.number().int(),
    /** Mean percentage over finished attempts, one decimal; null before the first. */
    average_percentage: z.number().nullable(),
    last_login_at: z.iso.datetime().nullable(),
    date_joined: z.iso.datetime(),
  })
  .meta({ id: 'ManagedStudent' });
export type ManagedStudent = z.infer<typeof ManagedStudent>;

/** How an admin student list can be sorted: a field, `-` in front for descending. */
export const STUDENT_ORDERINGS = ['full_name', '-full_name', 'created_at', '-created_at'] as const;
export type StudentOrdering = (typeof STUDENT_ORDERINGS)[number];

const QueryBoolean = (field: string) =>
  z
    .enum(['true', 'false'], `${field} must be true or false.`)
    .transform((value) => value === 'true')
    .optional();

/**
 * The admin student list's filters and order; the export takes the same ones. Search looks in
 * the name and email (trimmed; empty means everyone). `college` picks one college's students;
 * `is_approved_by_college=false` with `has_college=true` is ExamApprovals' queue.
 */
export const AdminStudentFilterQuery = z.object({
  tab: StudentTab.optional(),
  ordering: z.enum(STUDENT_ORDERINGS).optional(),
  search: z.string().trim().max(100, 'search must be at most 100 characters.').optional(),
  college: QueryRecordId.optional(),
  is_active: QueryBoolean('is_active'),
  has_college: QueryBoolean('has_college'),
  is_approved_by_college: QueryBoolean('is_approved_by_college'),
});
export type AdminStudentFilterQuery = z.input<typeof AdminStudentFilterQuery>;

/** The spec's `/students/admin/students/approved/`, `not-approved/` and `platform/`: a page and a search. */
export const StudentSearchPageQuery = PaginationQuery.extend({
  search: z.string().trim().max(100, 'search must be at most 100 characters.').optional(),
});
export type StudentSearchPageQuery = z.input<typeof StudentSearchPageQuery>;

/** A page of students: 20 a page unless `page_size` says otherwise (spec §9 admin students). */
export const AdminStudentListQuery = PaginationQuery.extend(AdminStudentFilterQuery.shape);
export type AdminStudentListQuery = z.input<typeof AdminStudentListQuery>;

/** `GET /students/admin/students/paginated/?page&page_size&tab&search` (spec §7). */
export const StudentTabPageQuery = PaginationQuery.extend({
  tab: StudentTab.optional(),
  search: z.string().trim().max(100, 'search must be at most 100 characters.').optional(),
});
export type StudentTabPageQuery = z.input<typeof StudentTabPageQuery>;

export const AdminStudentExportQuery = AdminStudentFilterQuery.extend(ExportFormatQuery.shape);
export type AdminStudentExportQuery = z.input<typeof AdminStudentExportQuery>;

/** One course the student is enrolled in, with how far they are. */
export const StudentEnrollmentSummary = z.object({
  course: z.number().int(),
  course_title: z.string(),
  /** Lessons completed out of the course's lessons, 0–100. */
  progress_percentage: z.number(),
  enrolled_at: z.iso.datetime(),
  completed_at: z.iso.datetime().nullable(),
});
export type StudentEnrollmentSummary = z.infer<typeof StudentEnrollmentSummary>;

export const StudentPaymentSummary = z.object({
  id: z.number().int(),
  course_title: z.string(),
  /** Rupees. */
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['created', 'paid', 'failed']),
  created_at: z.iso.datetime(),
  paid_at: z.iso.datetime().nullable(),
});
export type StudentPaymentSummary = z.infer<typeof StudentPaymentSummary>;

export const StudentCertificateSummary = z.object({
  code: z.string(),
  kind: z.enum(['course', 'exam']),
  title: z.string(),
  issued_at: z.iso.datetime(),
});
export type StudentCertificateSummary = z.infer<typeof StudentCertificateSummary>;

/**
 * `GET /admin-portal/students/{id}/`: the profile, college and approval, enrollments with
 * progress, exam results, payments, certificates, account status, and what admins and the
 * college did to the student (newest first, at most 50).
 */
export const StudentDetail = ManagedStudent.extend({
  headline: z.string().nullable(),
  biography: z.string().nullable(),
  photo: z.string().nullable(),
  language: Language.nullable(),
  email_verified: z.boolean(),
  approved_by_college_at: z.iso.datetime().nullable(),
  enrollments: z.array(StudentEnrollmentSummary),
  /** Every attempt, newest first (at most 100). */
  results: z.array(AdminAttemptRow),
  payments: z.array(StudentPaymentSummary),
  certificates: z.array(StudentCertificateSummary),
  audit: z.array(AuditEntry),
}).meta({ id: 'StudentDetail' });
export type StudentDetail = z.infer<typeof StudentDetail>;

export const StudentIdsBody = z.strictObject({
  student_ids: z
    .array(RecordId)
    .min(1, 'Select at least one student.')
    .max(500, 'Select at most 500 students.'),
});
export type StudentIdsBody = z.input<typeof StudentIdsBody>;

/** What the API answers when one student is approved or deleted (StudentActionResult `detail`). */
export const STUDENT_ACTION_MESSAGES = {
  approved: 'Student approved successfully.',
  deleted: 'Student deleted successfully.',
} as const;

/** Deleting or approving one student: what happened, and the id (spec §7). */
export const StudentActionResult = z.object({ detail: z.string(), id: z.number().int() });
export type StudentActionResult = z.infer<typeof StudentActionResult>;

/**
 * StudentSection's overview: the spec's students analytics group (§3: total, with_college,
 * new_7d, new_30d, growth_30d) and the counts its shortcuts show.
 */
export const StudentOverview = z
  .object({
    total: z.number().int(),
    with_college: z.number().int(),
    platform: z.number().int(),
    /** Linked to a college that has not approved them yet (ExamApprovals' queue). */
    awaiting_college_approval: z.number().int(),
    suspended: z.number().int(),
    new_7d: z.number().int(),
    new_30d: z.number().int(),
    /** Percentage change of sign-ups in the last 30 days against the 30 before; one decimal. */
    growth_30d: z.number(),
  })
  .meta({ id: 'StudentOverview' });
export type StudentOverview = z.infer<typeof StudentOverview>;

/** CollegeRegisteredStudents: each registered college with its students counted. */
export const CollegeStudentCounts = z
  .object({
    college: z.number().int(),
    college_name: z.string(),
    /** Every student linked to the college. */
    students: z.number().int(),
    approved: z.number().int(),
    awaiting_approval: z.number().int(),
  })
  .meta({ id: 'CollegeStudentCounts' });
export type CollegeStudentCounts = z.infer<typeof CollegeStudentCounts>;

export const CollegeStudentCountsQuery = PaginationQuery.extend({
  search: z.string().trim().max(100, 'search must be at most 100 characters.').optional(),
});
export type CollegeStudentCountsQuery = z.input<typeof CollegeStudentCountsQuery>;

// ------------------------------------------------------------ a college and its own students

/**
 * CollegeStudents (issue #14): one student who chose the calling college and waits for its
 * approval. `id` is the student's id, `user` their account's (the spec's `user_id`).
 */
export const CollegeStudentRequest = z
  .object({
    id: z.number().int(),
    user: z.number().int(),
    full_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** When the student signed up (the request waits since then, or since they chose the college). */
    requested_at: z.iso.datetime(),
  })
  .meta({ id: 'CollegeStudentRequest' });
export type CollegeStudentRequest = z.infer<typeof CollegeStudentRequest>;

/** The last finished attempt of a student at one of the college's exams. */
export const CollegeLastExam = z.object({
  exam: z.number().int(),
  title: z.string(),
  /** When the attempt was finished. */
  date: z.iso.datetime(),
  /** Score out of the attempt's marks, 0–100, one decimal. */
  percentage: z.number(),
});
export type CollegeLastExam = z.infer<typeof CollegeLastExam>;

/** AllStudent (issue #14): one student the calling college approved, with their exam figures there. */
export const CollegeAcceptedStudent = z
  .object({
    id: z.number().int(),
    user: z.number().int(),
    full_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** The college's own number for the student (from an invitation); null when it gave none. */
    roll_number: z.string().nullable(),
    approved_at: z.iso.datetime().nullable(),
    /** Finished attempts at the college's exams. */
    exams_taken: z.number().int(),
    /** Mean percentage over those attempts, one decimal; null before the first. */
    average_percentage: z.number().nullable(),
    last_exam: CollegeLastExam.nullable(),
  })
  .meta({ id: 'CollegeAcceptedStudent' });
export type CollegeAcceptedStudent = z.infer<typeof CollegeAcceptedStudent>;

/** The college's lists: 25 a page (spec §9 admin lists), searched by name, email or roll number (trimmed). */
export const CollegeStudentListQuery = StudentSearchPageQuery;
export type CollegeStudentListQuery = z.input<typeof CollegeStudentListQuery>;

export const CollegeStudentExportQuery = z
  .object({ search: z.string().trim().max(100, 'search must be at most 100 characters.').optional() })
  .extend(ExportFormatQuery.shape);
export type CollegeStudentExportQuery = z.input<typeof CollegeStudentExportQuery>;

/**
 * `POST /colleges/admin/approve-student/` (spec §7): `user_id` is the student's account.
 * `college_id`, when sent, must be the caller's own college; `is_approved_by_college`, when sent,
 * must be true.
 */
export const CollegeApproveStudentBody = z.strictObject({
  user_id: RecordId,
  college_id: RecordId.optional(),
  is_approved_by_college: z
    .literal(true, 'is_approved_by_college must be true to approve a student.')
    .optional(),
});
export type CollegeApproveStudentBody = z.input<typeof CollegeApproveStudentBody>;

/** `POST /colleges/admin/reject-student/`: `is_approved_by_college`, when sent, must be false. */
export const CollegeRejectStudentBody = z.strictObject({
  user_id: RecordId,
  is_approved_by_college: z
    .literal(false, 'is_approved_by_college must be false to reject a student.')
    .optional(),
});
export type CollegeRejectStudentBody = z.input<typeof CollegeRejectStudentBody>;

/** `POST /colleges/admin/unlink-student/`: the student's id. */
export const CollegeUnlinkStudentBody = z.strictObject({ student_id: RecordId });
export type CollegeUnlinkStudentBody = z.input<typeof CollegeUnlinkStudentBody>;

/** `GET /colleges/admin/accepted-students-count/`. */
export const CollegeStudentCount = z.object({ count: z.number().int() });
export type CollegeStudentCount = z.infer<typeof CollegeStudentCount>;

/** What the API answers when a college approves, rejects or unlinks one student. */
export const COLLEGE_STUDENT_MESSAGES = {
  approved: 'Student approved successfully.',
  rejected: 'Student request rejected.',
  unlinked: 'Student unlinked from your college.',
  notFound: 'Student not found.',
} as const;
