import {
  COLLEGE_STUDENT_MESSAGES,
  PAGE_SIZES,
  type BulkResult,
  type CollegeAcceptedStudent,
  type CollegeStudentCount,
  type CollegeStudentRequest,
  type Paginated,
  type StudentActionResult,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import type { AccessIdentity } from '../../lib/access-tokens.ts';
import { AppError, fieldRefusal, notFound } from '../../lib/app-error.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { inBatches, type TableExport } from '../../lib/table-export.ts';
import { noticeMail } from '../../mail/templates.ts';
import { insertAuditEvent } from '../audit/index.ts';
import { admitApprovedStudents } from '../colleges/index.ts';
import { forgetStudentLists } from './admin-list-cache.ts';
import * as repository from './college-repository.ts';
import { findCollegeIdOfUser, findCollegeName } from '../identity/index.ts';

type PageQuery = { page: number; page_size?: number | undefined; search?: string | undefined };
type Locked = Awaited<ReturnType<typeof repository.lockStudentsOfCollege>>[number];
type Action = 'student.college_approve' | 'student.college_reject' | 'student.college_unlink';

const EXPORT_BATCH = 500;
const NO_FIGURES: repository.ExamFigures = { examsTaken: 0, averagePercentage: null, lastExam: null };
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const unique = (ids: number[]) => [...new Set(ids)];
const studentNotFound = () => notFound('student_not_found', COLLEGE_STUDENT_MESSAGES.notFound);

function toRequest(row: repository.CollegeStudentRow): CollegeStudentRequest {
  return {
    id: row.id,
    user: row.userId,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    requested_at: row.createdAt.toISOString(),
  };
}

function toAccepted(
  row: repository.CollegeStudentRow,
  figures: repository.ExamFigures,
): CollegeAcceptedStudent {
  return {
    id: row.id,
    user: row.userId,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    roll_number: row.rollNumber,
    approved_at: row.approvedAt?.toISOString() ?? null,
    exams_taken: figures.examsTaken,
    average_percentage: figures.averagePercentage,
    last_exam: figures.lastExam && {
      exam: figures.lastExam.examId,
      title: figures.lastExam.title,
      date: figures.lastExam.date.toISOString(),
      percentage: figures.lastExam.percentage,
    },
  };
}

/** The caller's college: from the token, else looked up; a caller without one is refused. */
export async function callerCollege(db: Executor, caller: AccessIdentity): Promise<number> {
  if (caller.role === 'college' && caller.profileId !== null) return caller.profileId;
  const collegeId = caller.role === 'college' ? await findCollegeIdOfUser(db, caller.userId) : undefined;
  if (collegeId === undefined) throw new AppError('colleges_only', 'Only a college can manage its students.');
  return collegeId;
}

/**
 * A college running its own students (issue #14, spec §4): approving the requests of students
 * who chose it, rejecting them, and unlinking students it approved. Rejecting and unlinking both
 * release the student (no college, not approved): they leave the college's lists, no longer see
 * its exams, keep their results, and may choose a college again (docs/students.md). A college
 * only ever reaches students linked to it; any other id answers 404 'Student not found.'. Every
 * change writes its audit rows in its own transaction (a bulk action is one, all or nothing) and
 * drops the admin's cached student lists once committed.
 */
export function createCollegeStudentsService(ctx: AppContext) {
  const { db } = ctx.database;

  const collegeOf = (caller: AccessIdentity) => callerCollege(db, caller);

  async function writeAudit(tx: Transaction, caller: AccessIdentity, action: Action, ids: number[]) {
    for (const studentId of ids) {
      await insertAuditEvent(tx, {
        actorUserId: caller.userId,
        action,
        targetType: 'student',
        targetId: studentId,
      });
    }
  }

  /**
   * Locks the named students of this college; refuses the whole request with 400 naming every
   * id that is not one of its students (or not in the state the action needs), so nothing
   * happens to the others either.
   */
  async function lockForBulk(
    tx: Transaction,
    collegeId: number,
    ids: number[],
    isWanted: (student: Locked) => boolean,
  ): Promise<Locked[]> {
    const found = await repository.lockStudentsOfCollege(tx, collegeId, { studentIds: ids });
    const wanted = new Set(found.filter(isWanted).map((student) => student.id));
    const unknown = ids.filter((id) => !wanted.has(id));
    if (unknown.length > 0) {
      const detail = `No student waiting for your approval has the id ${unknown.join(', ')}. Nothing was changed.`;
      throw fieldRefusal('student_ids_unknown', 'student_ids', detail, { ids: unknown.join(', ') });
    }
    return found;
  }

  /** Locks one student of this college by their account or student id; 404 for anyone else. */
  async function lockOne(
    tx: Transaction,
    collegeId: number,
    by: { studentIds: number[] } | { userIds: number[] },
  ) {
    const [student] = await repository.lockStudentsOfCollege(tx, collegeId, by);
    if (!student) throw studentNotFound();
    return student;
  }

  async function sendRejectionMails(collegeId: number, studentIds: number[]) {
    if (studentIds.length === 0) return;
    const collegeName = (await findCollegeName(db, collegeId)) ?? '';
    const profileUrl = `${ctx.env.publicUrl}/StudentDashboard/PersonalDetails`;
    for (const recipient of await repository.findRejectionRecipients(db, studentIds)) {
      const message = noticeMail(ctx.branding, {
        to: recipient.email,
        language: recipient.language,
        notice: { kind: 'college_request_rejected', name: recipient.fullName, collegeName, profileUrl },
      });
      try {
        await ctx.mailer.send(message);
      } catch (error) {
        // The rejection stands: the student's dashboard shows them without a college either way.
        ctx.log.error({ err: error, to: message.to }, 'sending mail failed');
      }
    }
  }

  async function approve(
    caller: AccessIdentity,
    collegeId: number,
    pick: (tx: Transaction) => Promise<Locked[]>,
  ) {
    const approved = await db.transaction(async (tx) => {
      const waiting = (await pick(tx)).filter((student) => !student.isApprovedByCollege).map((s) => s.id);
      await admitApprovedStudents(tx, collegeId, waiting.length, 'college');
      await repository.approveStudents(tx, collegeId, waiting, ctx.now());
      await writeAudit(tx, caller, 'student.college_approve', waiting);
      return waiting;
    });
    forgetStudentLists(ctx);
    return approved;
  }

  async function reject(
    caller: AccessIdentity,
    collegeId: number,
    pick: (tx: Transaction) => Promise<Locked[]>,
  ) {
    const rejected = await db.transaction(async (tx) => {
      const ids = (await pick(tx)).map((student) => student.id);
      await repository.releaseStudents(tx, collegeId, ids);
      await writeAudit(tx, caller, 'student.college_reject', ids);
      return ids;
    });
    forgetStudentLists(ctx);
    await sendRejectionMails(collegeId, rejected);
    return rejected;
  }

  async function page<Row>(
    caller: AccessIdentity,
    state: repository.CollegeStudentState,
    query: PageQuery,
    shape: (collegeId: number, rows: repository.CollegeStudentRow[]) => Promise<Row[]>,
  ): Promise<Paginated<Row>> {
    const collegeId = await collegeOf(caller);
    const request = { page: query.page, pageSize: query.page_size ?? PAGE_SIZES.adminListLarge };
    const { rows, total } = await repository.listCollegeStudents(
      db,
      collegeId,
      state,
      query.search || undefined,
      {
        limit: request.pageSize,
        offset: pageOffset(request),
      },
    );
    return toPage(await shape(collegeId, rows), total, request);
  }

  async function withFigures(collegeId: number, rows: repository.CollegeStudentRow[]) {
    const figures = await repository.examFiguresOf(
      db,
      collegeId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toAccepted(row, figures.get(row.id) ?? NO_FIGURES));
  }

  return {
    /** CollegeStudents: students waiting for this college's approval, oldest request first, 25 a page. */
    pendingRequests(caller: AccessIdentity, query: PageQuery): Promise<Paginated<CollegeStudentRequest>> {
      return page(caller, 'waiting', query, async (_collegeId, rows) => rows.map(toRequest));
    },

    /** AllStudent: the students this college approved, by name, with their figures at its exams. */
    acceptedStudents(caller: AccessIdentity, query: PageQuery): Promise<Paginated<CollegeAcceptedStudent>> {
      return page(caller, 'approved', query, withFigures);
    },

    async acceptedCount(caller: AccessIdentity): Promise<CollegeStudentCount> {
      return { count: await repository.countApproved(db, await collegeOf(caller)) };
    },

    /** `approve-student/`: 404 unless the account is a student linked to this college; 409 if approved. */
    async approveOne(
      caller: AccessIdentity,
      body: { user_id: number; college_id?: number | undefined },
    ): Promise<StudentActionResult> {
      const collegeId = await collegeOf(caller);
      if (body.college_id !== undefined && body.college_id !== collegeId) {
        throw fieldRefusal(
          'college_not_yours',
          'college_id',
          'college_id must be the id of your own college.',
        );
      }
      let studentId = 0;
      await approve(caller, collegeId, async (tx) => {
        const student = await lockOne(tx, collegeId, { userIds: [body.user_id] });
        if (student.isApprovedByCollege)
          throw new AppError('student_already_approved', 'This student is already approved.');
        studentId = student.id;
        return [student];
      });
      return { detail: COLLEGE_STUDENT_MESSAGES.approved, id: studentId };
    },

    /** `reject-student/`: the request ends; the student is told by email. 409 for an approved student. */
    async rejectOne(caller: AccessIdentity, userId: number): Promise<StudentActionResult> {
      const collegeId = await collegeOf(caller);
      let studentId = 0;
      await reject(caller, collegeId, async (tx) => {
        const student = await lockOne(tx, collegeId, { userIds: [userId] });
        if (student.isApprovedByCollege)
          throw new AppError(
            'student_already_approved',
            'This student is already approved: unlink them from All Students instead.',
          );
        studentId = student.id;
        return [student];
      });
      return { detail: COLLEGE_STUDENT_MESSAGES.rejected, id: studentId };
    },

    /** `unlink-student/`: an approved student leaves the college; 409 for one still waiting. */
    async unlink(caller: AccessIdentity, studentId: number): Promise<StudentActionResult> {
      const collegeId = await collegeOf(caller);
      await db.transaction(async (tx) => {
        const student = await lockOne(tx, collegeId, { studentIds: [studentId] });
        if (!student.isApprovedByCollege)
          throw new AppError(
            'student_not_approved',
            'This student is not approved yet: reject their request from Student Requests instead.',
          );
        await repository.releaseStudents(tx, collegeId, [student.id]);
        await writeAudit(tx, caller, 'student.college_unlink', [student.id]);
      });
      forgetStudentLists(ctx);
      return { detail: COLLEGE_STUDENT_MESSAGES.unlinked, id: studentId };
    },

    /** Approves every named request of this college, all or nothing; already approved ones stay so. */
    async approveMany(caller: AccessIdentity, ids: number[]): Promise<BulkResult> {
      const collegeId = await collegeOf(caller);
      const approved = await approve(caller, collegeId, (tx) =>
        lockForBulk(tx, collegeId, unique(ids), () => true),
      );
      return { detail: `${plural(approved.length, 'student', 'students')} approved.`, ids: approved };
    },

    /** Rejects every named request of this college, all or nothing; each student is told by email. */
    async rejectMany(caller: AccessIdentity, ids: number[]): Promise<BulkResult> {
      const collegeId = await collegeOf(caller);
      const rejected = await reject(caller, collegeId, (tx) =>
        lockForBulk(tx, collegeId, unique(ids), (student) => !student.isApprovedByCollege),
      );
      return { detail: `${plural(rejected.length, 'request', 'requests')} rejected.`, ids: rejected };
    },

    /** AllStudent's export: the approved students the search picks, by name, 500 rows a read. */
    async exportAccepted(caller: AccessIdentity, search: string | undefined): Promise<TableExport> {
      const collegeId = await collegeOf(caller);
      async function* rows() {
        const batches = inBatches(EXPORT_BATCH, (after: repository.ExportCursor | null) =>
          repository.exportBatch(db, collegeId, search || undefined, after, EXPORT_BATCH),
        );
        for await (const batch of batches) {
          const students = await withFigures(collegeId, batch);
          yield students.map((student) => [
            student.id,
            student.full_name,
            student.email,
            student.roll_number ?? '',
            student.phone ?? '',
            student.approved_at ?? '',
            student.exams_taken,
            student.average_percentage ?? '',
            student.last_exam?.title ?? '',
            student.last_exam?.date ?? '',
            student.last_exam?.percentage ?? '',
          ]);
        }
      }
      return {
        name: 'college-students',
        header: [
          'id',
          'full_name',
          'email',
          'roll_number',
          'phone',
          'approved_at',
          'exams_taken',
          'average_percentage',
          'last_exam',
          'last_exam_date',
          'last_exam_percentage',
        ],
        batches: rows(),
      };
    },
  };
}
