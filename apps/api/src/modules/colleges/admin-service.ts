import {
  PAGE_SIZES,
  SUCCESS_MESSAGES,
  type AuditEntry,
  type BulkResult,
  type CollegeActionResult,
  type CollegeAnalytics,
  type CollegeDetail,
  type CollegeOrdering,
  type ManagedCollege,
  type Paginated,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import type { AccessIdentity } from '../../lib/access-tokens.ts';
import { AppError, fieldRefusal, notFound } from '../../lib/app-error.ts';
import type { TableExport } from '../../lib/table-export.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { noticeMail } from '../../mail/templates.ts';
import { forgetStudentLists } from '../students/index.ts';
import { insertAuditEvent, listAuditEventsOf } from '../audit/index.ts';
import { authRepository } from '../auth/index.ts';
import { examCache } from '../exams/index.ts';
import * as repository from './admin-repository.ts';
import { findPlan } from './plans-repository.ts';
import { toPlan } from './plans-service.ts';
import { toCollegeProfile } from './service.ts';

/** The admin list's filters as the list and its export receive them (contract AdminCollegeFilterQuery). */
export type CollegeFilters = {
  search?: string | undefined;
  is_approved?: boolean | undefined;
  created_after?: string | undefined;
  created_before?: string | undefined;
  ordering?: CollegeOrdering | undefined;
};
type PageQuery = { page: number; page_size?: number | undefined };

/** The spec's list replies (`/colleges/admin/...`) are plain lists; they stop here. */
const PLAIN_LIST_LIMIT = 1000;
const EXPORT_BATCH = 500;
const AUDIT_SHOWN = 50;
const TOP_COLLEGES = 10;
const GROWTH_MONTHS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

const toRepositoryFilter = (filters: CollegeFilters): repository.CollegeFilter => ({
  search: filters.search || undefined,
  isApproved: filters.is_approved,
  createdAfter: filters.created_after,
  createdBefore: filters.created_before,
});

export function toManagedCollege(row: repository.ManagedCollegeRow): ManagedCollege {
  return {
    ...toCollegeProfile(row),
    approved_at: row.college.approvedAt?.toISOString() ?? null,
    students_count: row.studentsCount,
    exams_count: row.examsCount,
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

/** The first instant of each of the last `count` months (UTC), oldest first, ending with `now`'s. */
function lastMonths(now: Date, count: number): Date[] {
  return Array.from(
    { length: count },
    (_, index) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1)),
  );
}

/**
 * Admins running colleges (issue #13): the lists, a college's detail, analytics and export;
 * approving a college (it may sign in from then on, and is told by email) and deleting one
 * (docs/colleges.md says what stays). Every approval and deletion leaves an audit row in its own
 * transaction; a bulk action is one transaction, all or nothing.
 */
export function createCollegeAdminService(ctx: AppContext) {
  const { db } = ctx.database;

  async function page(
    filter: repository.CollegeFilter,
    query: PageQuery,
    defaultSize: number,
    ordering?: CollegeOrdering,
  ): Promise<Paginated<ManagedCollege>> {
    const request = { page: query.page, pageSize: query.page_size ?? defaultSize };
    const { rows, total } = await repository.listColleges(db, filter, {
      limit: request.pageSize,
      offset: pageOffset(request),
      ordering,
    });
    return toPage(rows.map(toManagedCollege), total, request);
  }

  async function plainList(filter: repository.CollegeFilter, ordering?: CollegeOrdering) {
    const { rows } = await repository.listColleges(db, filter, {
      limit: PLAIN_LIST_LIMIT,
      offset: 0,
      ordering,
    });
    return rows.map(toManagedCollege);
  }

  /**
   * Locks the named colleges; refuses the whole request with 400 naming every id that is no
   * college (or a deleted one), so nothing happens to the others either.
   */
  async function lockAll(tx: Transaction, ids: number[]) {
    const found = await repository.lockLiveColleges(tx, ids);
    const known = new Set(found.map((college) => college.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      const detail = `No college has the id ${unknown.join(', ')}. Nothing was changed.`;
      throw fieldRefusal('college_ids_unknown', 'college_ids', detail, { ids: unknown.join(', ') });
    }
    return found;
  }

  async function sendApprovalMails(collegeIds: number[]) {
    const loginUrl = `${ctx.env.publicUrl}/CollegeLogin`;
    for (const recipient of await repository.findApprovalRecipients(db, collegeIds)) {
      const message = noticeMail(ctx.branding, {
        to: recipient.email,
        language: recipient.language,
        notice: {
          kind: 'college_approved',
          name: recipient.contactPerson,
          collegeName: recipient.collegeName,
          loginUrl,
        },
      });
      try {
        await ctx.mailer.send(message);
      } catch (error) {
        // The approval stands: the college can sign in whether or not the mail arrived.
        ctx.log.error({ err: error, to: message.to }, 'sending mail failed');
      }
    }
  }

  /** Approves the pending ones among `ids`, each with an audit row; answers the ids it approved. */
  async function approve(admin: AccessIdentity, ids: number[], isSingle: boolean): Promise<number[]> {
    const approved = await db.transaction(async (tx) => {
      const found = await lockAll(tx, ids);
      const pending = found.filter((college) => !college.isApprovedByAdmin).map((college) => college.id);
      if (isSingle && pending.length === 0)
        throw new AppError('college_already_approved', 'This college is already approved.');
      await repository.approveColleges(tx, pending, ctx.now());
      for (const collegeId of pending) {
        await insertAuditEvent(tx, {
          actorUserId: admin.userId,
          action: 'college.approve',
          targetType: 'college',
          targetId: collegeId,
        });
      }
      return pending;
    });
    await sendApprovalMails(approved);
    return approved;
  }

  /**
   * Deletes every college of `ids` in one transaction, each with an audit row (when an admin
   * does it): their accounts close and every session they hold ends with the same commit.
   */
  async function remove(admin: AccessIdentity | null, ids: number[]): Promise<number[]> {
    const at = ctx.now();
    const removed = await db.transaction(async (tx) => {
      const found = await lockAll(tx, ids);
      for (const college of found) {
        await repository.softDeleteCollege(tx, college, at);
        await authRepository.endAllSessions(tx, college.userId, at);
        if (admin) {
          await insertAuditEvent(tx, {
            actorUserId: admin.userId,
            action: 'college.delete',
            targetType: 'college',
            targetId: college.id,
          });
        }
      }
      return found;
    });
    // Every process refuses their tokens from now on (decision 015) ...
    for (const college of removed) await ctx.sessions.announceStandingChanged(college.userId);
    // ... no student is served their exams, now closed, from the cache, and the admin's student
    // lists show the college's students as platform students.
    examCache(ctx).forgetAll();
    forgetStudentLists(ctx);
    return removed.map((college) => college.id);
  }

  const unique = (ids: number[]) => [...new Set(ids)];

  return {
    /** `GET /admin-portal/colleges/`: every college, newest first, 25 a page. */
    list(query: CollegeFilters & PageQuery): Promise<Paginated<ManagedCollege>> {
      return page(toRepositoryFilter(query), query, PAGE_SIZES.adminListLarge, query.ordering);
    },

    /** `registered/`: approved colleges by name, 10 a page (spec §9). */
    registered(query: PageQuery & { search?: string | undefined }) {
      return page(
        { search: query.search || undefined, isApproved: true },
        query,
        PAGE_SIZES.registeredColleges,
        'college_name',
      );
    },

    /** `pending/`: colleges awaiting approval, longest waiting first, 20 a page (spec §9). */
    pending(query: PageQuery & { search?: string | undefined }) {
      return page(
        { search: query.search || undefined, isApproved: false },
        query,
        PAGE_SIZES.pendingColleges,
        'created_at',
      );
    },

    /** `/colleges/admin/view-all/`: every college, newest first, as a list. */
    viewAll: () => plainList({}),
    /** `/colleges/admin/registered/`: approved colleges by name, as a list. */
    registeredList: (search?: string) =>
      plainList({ search: search || undefined, isApproved: true }, 'college_name'),
    /** `/colleges/admin/pending/`: colleges awaiting approval, longest waiting first, as a list. */
    pendingList: () => plainList({ isApproved: false }, 'created_at'),

    async detail(collegeId: number): Promise<CollegeDetail> {
      const row = await repository.findManagedCollege(db, collegeId);
      if (!row) throw notFound('college_not_found', 'College not found.');
      const [counts, audit, plan] = await Promise.all([
        repository.countPeopleAndExams(db, collegeId),
        listAuditEventsOf(db, 'college', collegeId, AUDIT_SHOWN),
        findPlan(db, row.college.planId),
      ]);
      if (!plan) throw new Error(`college ${collegeId} has no plan ${row.college.planId}`);
      return {
        ...toManagedCollege(row),
        students: {
          total: counts.students.total,
          approved: counts.students.approved,
          pending: counts.students.total - counts.students.approved,
        },
        exams: counts.exams,
        plan: toPlan(plan),
        audit: audit.map(toAuditEntry),
      };
    },

    /** What the list's filters pick, as a table to export, read 500 rows at a time. */
    exportTable(filters: CollegeFilters): TableExport {
      const filter = toRepositoryFilter(filters);
      async function* batches() {
        let cursor: repository.ExportCursor | null = null;
        do {
          const batch: Awaited<ReturnType<typeof repository.exportBatch>> = await repository.exportBatch(
            db,
            filter,
            filters.ordering,
            cursor,
            EXPORT_BATCH,
          );
          yield batch.rows.map((row) => [
            row.college.id,
            row.college.collegeName,
            row.email,
            row.college.contactPerson,
            row.college.phone ?? '',
            row.college.city ?? '',
            row.college.state ?? '',
            row.college.website ?? '',
            String(row.college.isApprovedByAdmin),
            row.college.approvedAt?.toISOString() ?? '',
            row.studentsCount,
            row.examsCount,
            row.createdAt.toISOString(),
          ]);
          cursor = batch.rows.length === EXPORT_BATCH ? batch.next : null;
        } while (cursor);
      }
      return {
        name: 'colleges',
        header: [
          'id',
          'college_name',
          'email',
          'contact_person',
          'phone',
          'city',
          'state',
          'website',
          'is_approved_by_admin',
          'approved_at',
          'students',
          'exams',
          'date_joined',
        ],
        batches: batches(),
      };
    },

    async analytics(): Promise<CollegeAnalytics> {
      const now = ctx.now();
      const months = lastMonths(now, GROWTH_MONTHS);
      const [counts, studentCounts, top, growth] = await Promise.all([
        repository.countColleges(db, new Date(now.getTime() - 30 * DAY_MS)),
        repository.countStudentsByCollegeState(db),
        repository.topCollegesByStudents(db, TOP_COLLEGES),
        repository.countByMonth(db, months[0] ?? now),
      ]);
      const signedUp = new Map(growth.signedUp.map((row) => [row.month, row.value]));
      const approved = new Map(growth.approved.map((row) => [row.month, row.value]));
      return {
        total: counts.total,
        pending: counts.total - counts.registered,
        registered: counts.registered,
        new_30d: counts.recent,
        approval_rate: counts.total === 0 ? 0 : oneDecimal((counts.registered / counts.total) * 100),
        students_per_college: {
          average: counts.registered === 0 ? 0 : oneDecimal(studentCounts.inRegistered / counts.registered),
          without_college: studentCounts.withoutCollege,
          top,
        },
        growth: months.map((start) => {
          const month = start.toISOString().slice(0, 7);
          return { month, signed_up: signedUp.get(month) ?? 0, approved: approved.get(month) ?? 0 };
        }),
        last_updated: now.toISOString(),
      };
    },

    async approveOne(admin: AccessIdentity, collegeId: number): Promise<CollegeActionResult> {
      const known = await repository.lockLiveColleges(db, [collegeId]);
      if (known.length === 0) throw notFound('college_not_found', 'College not found.');
      await approve(admin, [collegeId], true);
      return { detail: SUCCESS_MESSAGES.collegeApproved, id: collegeId };
    },

    /** Approves every pending college named; those already approved stay as they are. */
    async approveMany(admin: AccessIdentity, ids: number[]): Promise<BulkResult> {
      const approved = await approve(admin, unique(ids), false);
      return { detail: `${plural(approved.length, 'college', 'colleges')} approved.`, ids: approved };
    },

    async deleteOne(admin: AccessIdentity, collegeId: number): Promise<CollegeActionResult> {
      const known = await repository.lockLiveColleges(db, [collegeId]);
      if (known.length === 0) throw notFound('college_not_found', 'College not found.');
      await remove(admin, [collegeId]);
      return { detail: SUCCESS_MESSAGES.collegeDeleted, id: collegeId };
    },

    async deleteMany(admin: AccessIdentity, ids: number[]): Promise<BulkResult> {
      const removed = await remove(admin, unique(ids));
      return { detail: `${plural(removed.length, 'college', 'colleges')} deleted.`, ids: removed };
    },
  };
}
