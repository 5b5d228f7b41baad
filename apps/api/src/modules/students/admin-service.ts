import {
  PAGE_SIZES,
  STUDENT_ACTION_MESSAGES,
  type AuditEntry,
  type BulkResult,
  type CollegeStudentCounts,
  type ManagedStudent,
  type Paginated,
  type StudentActionResult,
  type StudentDetail,
  type StudentOrdering,
  type StudentOverview,
  type StudentSuspension,
  type StudentTab,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import type { AccessIdentity } from '../../lib/access-tokens.ts';
import { AppError, fieldRefusal, notFound } from '../../lib/app-error.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { inBatches, type TableExport } from '../../lib/table-export.ts';
import { insertAuditEvent, listAuditEventsOf } from '../audit/index.ts';
import { admitApprovedStudents } from '../colleges/index.ts';
import { createAuthService } from '../auth/index.ts';
import { catalogueCache, refreshCourseCounters } from '../courses/index.ts';
import { createAttemptsService, toAttemptRow, createExamsService } from '../exams/index.ts';
import { cachedStudentPage, forgetStudentLists } from './admin-list-cache.ts';
import * as adminRepository from './admin-repository.ts';
import * as repository from './repository.ts';

/** The admin list's filters as the list and its export receive them (contract AdminStudentFilterQuery). */
export type StudentFilters = {
  tab?: StudentTab | undefined;
  ordering?: StudentOrdering | undefined;
  search?: string | undefined;
  college?: number | undefined;
  is_active?: boolean | undefined;
  has_college?: boolean | undefined;
  is_approved_by_college?: boolean | undefined;
};
type PageQuery = { page: number; page_size?: number | undefined };

type SuspensionRow = NonNullable<Awaited<ReturnType<typeof repository.liftSuspension>>>;
type StudentRow = NonNullable<Awaited<ReturnType<typeof adminRepository.findStudent>>>;

/** The spec's plain list (`/students/admin/view-all/`) stops here. */
const PLAIN_LIST_LIMIT = 1000;
const EXPORT_BATCH = 500;
const AUDIT_SHOWN = 50;
const RESULTS_SHOWN = 100;
const NO_ACTIVITY: adminRepository.StudentActivity = {
  enrollments: 0,
  examsTaken: 0,
  averagePercentage: null,
};

const toSuspension = (row: SuspensionRow): StudentSuspension => ({
  id: row.id,
  is_suspended: row.isSuspended,
  suspension_reason: row.suspensionReason,
  suspended_at: row.suspendedAt?.toISOString() ?? null,
});

const toRepositoryFilter = (filters: StudentFilters): adminRepository.StudentFilter => ({
  tab: filters.tab,
  search: filters.search || undefined,
  collegeId: filters.college,
  isActive: filters.is_active,
  hasCollege: filters.has_college,
  isApprovedByCollege: filters.is_approved_by_college,
});

function toManagedStudent(row: StudentRow, activity: adminRepository.StudentActivity): ManagedStudent {
  const { student } = row;
  return {
    id: student.id,
    user: student.userId,
    email: row.email,
    full_name: row.fullName,
    phone: student.phone,
    college: student.collegeId,
    college_name: student.collegeId === null ? null : row.collegeName,
    is_approved_by_college: student.collegeId !== null && student.isApprovedByCollege,
    is_active: row.isAccountOpen && !student.isSuspended,
    is_suspended: student.isSuspended,
    suspension_reason: student.suspensionReason,
    suspended_at: student.suspendedAt?.toISOString() ?? null,
    enrollments_count: activity.enrollments,
    exams_taken: activity.examsTaken,
    average_percentage: activity.averagePercentage,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    date_joined: student.createdAt.toISOString(),
  };
}

const toAuditEntry = (row: Awaited<ReturnType<typeof listAuditEventsOf>>[number]): AuditEntry => ({
  id: row.id,
  action: row.action,
  actor_email: row.actorEmail,
  actor_role: row.actorRole,
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
});

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const unique = (ids: number[]) => [...new Set(ids)];

/**
 * What admins do with students (issue #13): the lists, one student's detail, the overview and
 * the export; suspending and lifting it; approving a student for their college on its behalf;
 * deleting a student's account (docs/students.md says what goes and what stays). Every change
 * leaves an audit row in its own transaction; a bulk action is one transaction, all or nothing.
 */
export function createStudentAdminService(ctx: AppContext) {
  const { db } = ctx.database;
  const auth = createAuthService(ctx);
  const attempts = createAttemptsService(ctx, createExamsService(ctx));

  async function requireStudentUser(studentId: number): Promise<number> {
    const userId = await repository.findStudentUserId(db, studentId);
    if (userId === undefined) throw notFound('student_not_found', 'Student not found.');
    return userId;
  }

  /** Rows with their enrollments and exam figures, read for these rows only. */
  async function withActivity(rows: StudentRow[]): Promise<ManagedStudent[]> {
    const activity = await adminRepository.activityOf(
      db,
      rows.map((row) => row.student.id),
    );
    return rows.map((row) => toManagedStudent(row, activity.get(row.student.id) ?? NO_ACTIVITY));
  }

  async function page(
    filter: adminRepository.StudentFilter,
    query: PageQuery,
    ordering?: StudentOrdering,
  ): Promise<Paginated<ManagedStudent>> {
    const request = { page: query.page, pageSize: query.page_size ?? PAGE_SIZES.adminStudents };
    return cachedStudentPage(ctx, { filter, request, ordering }, async () => {
      const { rows, total } = await adminRepository.listStudents(db, filter, {
        limit: request.pageSize,
        offset: pageOffset(request),
        ordering,
      });
      return toPage(await withActivity(rows), total, request);
    });
  }

  /**
   * Locks the named students; refuses the whole request with 400 naming every id that is no
   * student, so nothing happens to the others either.
   */
  async function lockAll(tx: Transaction, ids: number[]) {
    const found = await adminRepository.lockStudents(tx, ids);
    const known = new Set(found.map((student) => student.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      const detail = `No student has the id ${unknown.join(', ')}. Nothing was changed.`;
      throw fieldRefusal('student_ids_unknown', 'student_ids', detail, { ids: unknown.join(', ') });
    }
    return found;
  }

  /**
   * Approves the named students for the college they chose, each with an audit row; those already
   * approved stay as they are. Their college's exams are open to them from the commit on: which
   * exams a student may take is read from their row on every request, never cached.
   */
  async function approve(admin: AccessIdentity, ids: number[], isSingle: boolean): Promise<number[]> {
    const approved = await db.transaction(async (tx) => {
      const found = await lockAll(tx, ids);
      const withoutCollege = found
        .filter((student) => student.collegeId === null)
        .map((student) => student.id);
      if (withoutCollege.length > 0) {
        const detail = isSingle
          ? 'This student has no college to be approved for.'
          : `The student${withoutCollege.length === 1 ? '' : 's'} ${withoutCollege.join(', ')} ${withoutCollege.length === 1 ? 'has' : 'have'} no college to be approved for. Nothing was changed.`;
        throw fieldRefusal('student_without_college', 'student_ids', detail, {
          ids: withoutCollege.join(', '),
        });
      }
      const waiting = found.filter((student) => !student.isApprovedByCollege).map((student) => student.id);
      if (isSingle && waiting.length === 0)
        throw new AppError('student_already_approved', 'This student is already approved by their college.');
      // Each college's plan must have room for its students, in college order (no deadlocks).
      const waitingPerCollege = new Map<number, number>();
      for (const student of found) {
        if (student.isApprovedByCollege || student.collegeId === null) continue;
        waitingPerCollege.set(student.collegeId, (waitingPerCollege.get(student.collegeId) ?? 0) + 1);
      }
      for (const [collegeId, adding] of [...waitingPerCollege].sort(([a], [b]) => a - b))
        await admitApprovedStudents(tx, collegeId, adding, 'admin');
      await adminRepository.approveStudents(tx, waiting, ctx.now());
      for (const studentId of waiting) {
        await insertAuditEvent(tx, {
          actorUserId: admin.userId,
          action: 'student.approve',
          targetType: 'student',
          targetId: studentId,
        });
      }
      return waiting;
    });
    forgetStudentLists(ctx);
    return approved;
  }

  /**
   * Deletes the named students' accounts in one transaction, each with an audit row. Once it has
   * committed, every token they hold is refused (decision 015) and their photos are removed.
   */
  async function remove(admin: AccessIdentity, ids: number[]): Promise<number[]> {
    const removed = await db.transaction(async (tx) => {
      const found = await lockAll(tx, ids);
      for (const student of found) {
        await insertAuditEvent(tx, {
          actorUserId: admin.userId,
          action: 'student.delete',
          targetType: 'student',
          targetId: student.id,
          reason: null,
        });
      }
      const reviewed = await adminRepository.reviewedCourseIds(
        tx,
        found.map((student) => student.id),
      );
      await adminRepository.deleteStudentAccounts(
        tx,
        found.map((student) => student.userId),
      );
      // Their reviews went with them: the courses' review counts and ratings follow.
      for (const courseId of reviewed) await refreshCourseCounters(tx, courseId);
      return { found, reviewed };
    });
    forgetStudentLists(ctx);
    const catalogue = catalogueCache(ctx);
    if (removed.reviewed.length > 0) catalogue.forgetCourses();
    for (const student of removed.found) {
      await ctx.sessions.announceStandingChanged(student.userId);
      catalogue.forgetEnrollments(student.id);
      if (student.photo) {
        try {
          await ctx.storage.removeByUrl(student.photo);
        } catch (error) {
          // The account is gone either way; an orphan file is logged for someone to remove.
          ctx.log.error({ err: error, photo: student.photo }, 'removing a deleted student’s photo failed');
        }
      }
    }
    return removed.found.map((student) => student.id);
  }

  return {
    /** `GET /admin-portal/students/`: every student, newest first, 20 a page (spec §9). */
    list(query: StudentFilters & PageQuery): Promise<Paginated<ManagedStudent>> {
      return page(toRepositoryFilter(query), query, query.ordering);
    },

    /** `/students/admin/students/paginated/`: one tab, newest first, 20 a page. */
    tabPage(query: PageQuery & { tab?: StudentTab | undefined; search?: string | undefined }) {
      return page({ tab: query.tab, search: query.search || undefined }, query);
    },

    /** `approved/`: students their college approved. */
    approvedPage(query: PageQuery & { search?: string | undefined }) {
      return page({ hasCollege: true, isApprovedByCollege: true, search: query.search || undefined }, query);
    },

    /** `not-approved/`: students linked to a college that has not approved them yet. */
    notApprovedPage(query: PageQuery & { search?: string | undefined }) {
      return page({ hasCollege: true, isApprovedByCollege: false, search: query.search || undefined }, query);
    },

    /** `platform/`: students without a college. */
    platformPage(query: PageQuery & { search?: string | undefined }) {
      return page({ hasCollege: false, search: query.search || undefined }, query);
    },

    /** `/students/admin/view-all/`: every student, newest first, as a list (at most 1000). */
    async viewAll(): Promise<ManagedStudent[]> {
      const { rows } = await adminRepository.listStudents(db, {}, { limit: PLAIN_LIST_LIMIT, offset: 0 });
      return withActivity(rows);
    },

    async overview(): Promise<StudentOverview> {
      const counts = await adminRepository.countOverview(db, ctx.now());
      const growth =
        counts.previous30d === 0
          ? counts.new30d === 0
            ? 0
            : 100
          : oneDecimal(((counts.new30d - counts.previous30d) / counts.previous30d) * 100);
      return {
        total: counts.total,
        with_college: counts.withCollege,
        platform: counts.total - counts.withCollege,
        awaiting_college_approval: counts.awaiting,
        suspended: counts.suspended,
        new_7d: counts.new7d,
        new_30d: counts.new30d,
        growth_30d: growth,
      };
    },

    /** CollegeRegisteredStudents: registered colleges by name, 25 a page, with their students counted. */
    async byCollege(
      query: PageQuery & { search?: string | undefined },
    ): Promise<Paginated<CollegeStudentCounts>> {
      const request = { page: query.page, pageSize: query.page_size ?? PAGE_SIZES.adminListLarge };
      const { rows, total } = await adminRepository.countStudentsPerCollege(db, query.search || undefined, {
        limit: request.pageSize,
        offset: pageOffset(request),
      });
      return toPage(
        rows.map((row) => ({
          college: row.college,
          college_name: row.collegeName,
          students: row.students,
          approved: row.approved,
          awaiting_approval: row.students - row.approved,
        })),
        total,
        request,
      );
    },

    async detail(studentId: number): Promise<StudentDetail> {
      const row = await adminRepository.findStudent(db, studentId);
      if (!row) throw notFound('student_not_found', 'Student not found.');
      const [[managed], enrolled, attemptRows, paymentRows, certificateRows, audit] = await Promise.all([
        withActivity([row]),
        adminRepository.enrollmentsOf(db, studentId),
        adminRepository.attemptsOf(db, studentId, RESULTS_SHOWN),
        adminRepository.paymentsOf(db, studentId),
        adminRepository.certificatesOf(db, studentId),
        listAuditEventsOf(db, 'student', studentId, AUDIT_SHOWN),
      ]);
      if (!managed) throw notFound('student_not_found', 'Student not found.');
      return {
        ...managed,
        headline: row.student.headline,
        biography: row.student.biography,
        photo: row.student.photo,
        language: row.language,
        email_verified: row.emailVerifiedAt !== null,
        approved_by_college_at: managed.is_approved_by_college
          ? (row.student.approvedByCollegeAt?.toISOString() ?? null)
          : null,
        enrollments: enrolled.map((enrollment) => ({
          course: enrollment.courseId,
          course_title: enrollment.courseTitle,
          progress_percentage:
            enrollment.lessonsCount === 0
              ? enrollment.completedAt
                ? 100
                : 0
              : Math.min(100, oneDecimal((enrollment.completedLessons / enrollment.lessonsCount) * 100)),
          enrolled_at: enrollment.enrolledAt.toISOString(),
          completed_at: enrollment.completedAt?.toISOString() ?? null,
        })),
        results: attemptRows.map(toAttemptRow),
        payments: paymentRows.map((payment) => ({
          id: payment.id,
          course_title: payment.courseTitle,
          amount: payment.amountPaise / 100,
          currency: payment.currency,
          status: payment.status,
          created_at: payment.createdAt.toISOString(),
          paid_at: payment.paidAt?.toISOString() ?? null,
        })),
        certificates: certificateRows.map((certificate) => ({
          code: certificate.code,
          kind: certificate.kind,
          title: certificate.title,
          issued_at: certificate.issuedAt.toISOString(),
        })),
        audit: audit.map(toAuditEntry),
      };
    },

    /** What the list's filters pick, as a table to export, read 500 rows at a time. */
    exportTable(filters: StudentFilters): TableExport {
      const filter = toRepositoryFilter(filters);
      async function* rows() {
        const batches = inBatches(EXPORT_BATCH, (after: adminRepository.ExportCursor | null) =>
          adminRepository.exportBatch(db, filter, filters.ordering, after, EXPORT_BATCH),
        );
        for await (const batch of batches) {
          const students = await withActivity(batch);
          yield students.map((student) => [
            student.id,
            student.full_name,
            student.email,
            student.phone ?? '',
            student.college_name ?? '',
            String(student.is_approved_by_college),
            String(student.is_active),
            String(student.is_suspended),
            student.suspension_reason ?? '',
            student.enrollments_count,
            student.exams_taken,
            student.average_percentage ?? '',
            student.last_login_at ?? '',
            student.date_joined,
          ]);
        }
      }
      return {
        name: 'students',
        header: [
          'id',
          'full_name',
          'email',
          'phone',
          'college',
          'is_approved_by_college',
          'is_active',
          'is_suspended',
          'suspension_reason',
          'enrollments',
          'exams_taken',
          'average_percentage',
          'last_login_at',
          'date_joined',
        ],
        batches: rows(),
      };
    },

    /**
     * Suspends the student with the reason: their sign-in answers 'inactive', every token they
     * hold is refused at once (decision 015), and an exam they are taking is finished from the
     * answers saved so far.
     */
    async suspend(admin: AccessIdentity, studentId: number, reason: string): Promise<StudentSuspension> {
      const userId = await requireStudentUser(studentId);
      const suspended = await auth.endAllSessions(userId, async (tx) => {
        const row = await repository.suspendStudent(tx, studentId, {
          reason,
          at: ctx.now(),
          byUserId: admin.userId,
        });
        if (!row) throw new AppError('student_already_suspended', 'This student is already suspended.');
        await insertAuditEvent(tx, {
          actorUserId: admin.userId,
          action: 'student.suspend',
          targetType: 'student',
          targetId: studentId,
          reason,
        });
        return row;
      });
      forgetStudentLists(ctx);
      await attempts.finishOpenAttemptsOf(studentId);
      return toSuspension(suspended);
    },

    /** Lets a suspended student sign in again (they start a new session). */
    async liftSuspension(admin: AccessIdentity, studentId: number): Promise<StudentSuspension> {
      const userId = await requireStudentUser(studentId);
      const lifted = await db.transaction(async (tx) => {
        const row = await repository.liftSuspension(tx, studentId);
        if (!row) throw new AppError('student_not_suspended', 'This student is not suspended.');
        await insertAuditEvent(tx, {
          actorUserId: admin.userId,
          action: 'student.lift_suspension',
          targetType: 'student',
          targetId: studentId,
        });
        return row;
      });
      forgetStudentLists(ctx);
      // Every process still remembers the student as closed until told.
      await ctx.sessions.announceStandingChanged(userId);
      return toSuspension(lifted);
    },

    /** Approves one student for their college: 400 without a college, 409 if already approved. */
    async approveOne(admin: AccessIdentity, studentId: number): Promise<StudentActionResult> {
      await requireStudentUser(studentId);
      await approve(admin, [studentId], true);
      return { detail: STUDENT_ACTION_MESSAGES.approved, id: studentId };
    },

    /** Approves every named student who waits; one without a college refuses the whole request. */
    async approveMany(admin: AccessIdentity, ids: number[]): Promise<BulkResult> {
      const approved = await approve(admin, unique(ids), false);
      return { detail: `${plural(approved.length, 'student', 'students')} approved.`, ids: approved };
    },

    async deleteOne(admin: AccessIdentity, studentId: number): Promise<StudentActionResult> {
      await requireStudentUser(studentId);
      await remove(admin, [studentId]);
      return { detail: STUDENT_ACTION_MESSAGES.deleted, id: studentId };
    },

    async deleteMany(admin: AccessIdentity, ids: number[]): Promise<BulkResult> {
      const removed = await remove(admin, unique(ids));
      return { detail: `${plural(removed.length, 'student', 'students')} deleted.`, ids: removed };
    },
  };
}
