import {
  ITEM_ANALYSIS_MIN_ATTEMPTS,
  OPTION_KEYS,
  PAGE_SIZES,
  badgeFor,
  type AdminAttemptDetail,
  type AdminExamRow,
  type CollegeExamHistoryRow,
  type ExamRosterRow,
  type ItemAnalysis,
  type OptionKey,
  type Paginated,
  type RosterOrdering,
  type RosterStatus,
} from '@vidya/contract';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../../context.ts';
import type { AccessIdentity } from '../../../lib/access-tokens.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { pageOffset, toPage } from '../../../lib/pagination.ts';
import type { TableExport } from '../../../lib/table-export.ts';
import { totalsByStudent } from '../monitor/integrity-repository.ts';
import { findCollegeIdOfUser } from '../../identity/index.ts';
import * as adminRepository from '../authoring/repository.ts';
import * as repository from './college-repository.ts';
import { analyseItems, groupSize } from './item-analysis.ts';
import * as examsRepository from '../repository.ts';
import { createResultsManagementService } from './management-service.ts';
import { createExamsService } from '../service.ts';

type HistoryQuery = {
  page: number;
  page_size?: number | undefined;
  search?: string | undefined;
  college?: number | undefined;
};
type RosterFilter = { search?: string | undefined; ordering?: RosterOrdering | undefined };
type RosterQuery = RosterFilter & { page: number; page_size?: number | undefined };

const DEFAULT_ORDERING: RosterOrdering = '-score';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * Roster pages and item analyses from memory for 5 s, as the admin's lists are (decision 010):
 * during and right after an exam the people running it re-read the same pages (twenty
 * invigilators on the results page, by score), and identical requests arriving together share
 * one read. Neither depends on whether results are released; attempts finishing, and students
 * approved or unlinked, show within 5 s. The ownership check runs on every request, before the
 * cache.
 */
const TTL_MS = 5_000;
const ENTRIES_KEPT = 500;
type Cached = Paginated<ExamRosterRow> | ItemAnalysis;
type Cache = LRUCache<string, Cached, () => Promise<Cached>>;
const byContext = new WeakMap<AppContext, Cache>();

function cacheOf(ctx: AppContext): Cache {
  let cache = byContext.get(ctx);
  if (!cache) {
    cache = new LRUCache<string, Cached, () => Promise<Cached>>({
      max: ENTRIES_KEPT,
      ttl: TTL_MS,
      fetchMethod: (_key, _stale, { context: read }) => read(),
      // A page being read when a change clears the cache answers nothing rather than failing its
      // readers with lru-cache's "deleted"; they read it again, after the change.
      allowStaleOnFetchAbort: true,
    });
    byContext.set(ctx, cache);
  }
  return cache;
}

async function cached<T extends Cached>(ctx: AppContext, key: unknown, read: () => Promise<T>): Promise<T> {
  return ((await cacheOf(ctx).fetch(JSON.stringify(key), { context: read })) as T | undefined) ?? read();
}

function historyState(row: repository.HistoryRow, now: Date): CollegeExamHistoryRow['state'] {
  if (row.cancelledAt) return 'cancelled';
  return row.windowEnd && row.windowEnd <= now ? 'ended' : 'running';
}

function isReleased(row: repository.HistoryRow, now: Date): boolean {
  if (row.resultsRelease === 'immediate') return true;
  if (row.resultsRelease === 'manual') return row.resultsReleasedAt !== null;
  return row.windowEnd !== null && row.windowEnd <= now;
}

function rosterStatus(row: repository.RosterRow, exam: repository.RosterExam, now: Date): RosterStatus {
  if (row.inProgress) return 'in_progress';
  if (row.attemptId !== null) return 'submitted';
  if (!exam.cancelled && exam.windowEnd && exam.windowEnd <= now) return 'missed';
  return 'not_started';
}

/**
 * A college's results (issue #14, docs/exams.md "Results for a college"): its exam history, an
 * exam's roster with each student's best attempt, one attempt's review, releasing results and
 * the item analysis. A college reaches only its own college exams (another's id answers 404,
 * like one that does not exist); an admin reaches every college exam.
 */
export function createCollegeResultsService(ctx: AppContext) {
  const { db } = ctx.database;
  const exams = createExamsService(ctx);
  const results = createResultsManagementService(ctx);

  async function requireCollegeExam(caller: AccessIdentity, examId: number) {
    const exam = await exams.requireManageableExam(caller, examId);
    if (exam.kind !== 'college' || exam.collegeId === null)
      throw notFound('exam_not_found', 'Exam not found.');
    return exam;
  }

  function rosterExam(exam: examsRepository.ExamRow): repository.RosterExam {
    return {
      id: exam.id,
      collegeId: exam.collegeId ?? 0,
      windowEnd: exam.windowEnd,
      cancelled: exam.cancelledAt !== null,
    };
  }

  /** The college whose history is asked for: a college's own; an admin's pick, or every college. */
  async function historyCollege(caller: AccessIdentity, asked: number | undefined): Promise<number | null> {
    if (caller.role === 'admin') return asked ?? null;
    const collegeId =
      caller.role === 'college'
        ? (caller.profileId ?? (await findCollegeIdOfUser(db, caller.userId)))
        : undefined;
    if (collegeId === undefined)
      throw new AppError('colleges_only', 'Only a college can see its exam history.');
    return collegeId;
  }

  function toRosterRow(
    row: repository.RosterRow,
    exam: repository.RosterExam,
    passPercentage: number,
    now: Date,
  ) {
    const result: ExamRosterRow = {
      student: row.studentId,
      full_name: row.fullName,
      email: row.email,
      roll_number: row.rollNumber,
      joined_by_code: row.joinedByCode,
      status: rosterStatus(row, exam, now),
      attempt: row.attemptId,
      attempts_used: row.attemptsUsed,
      score: row.score,
      max_score: row.maxScore,
      percentage: row.percentage,
      passed: row.percentage === null ? null : row.percentage >= passPercentage,
      badge: row.percentage === null ? null : badgeFor(row.percentage),
      time_taken_seconds: row.timeTakenSeconds,
      submitted_at: iso(row.endedAt),
    };
    return result;
  }

  async function analyse(examId: number): Promise<ItemAnalysis> {
    const attempts = await repository.countAnalysedAttempts(db, examId);
    const figures = { finished_attempts: attempts, required_attempts: ITEM_ANALYSIS_MIN_ATTEMPTS };
    if (attempts < ITEM_ANALYSIS_MIN_ATTEMPTS)
      return { available: false, ...figures, group_size: 0, items: [] };
    const n = groupSize(attempts);
    const [questionRows, picks] = await Promise.all([
      examsRepository.listExamQuestions(db, examId),
      repository.pickCounts(db, examId, n),
    ]);
    const picksOf = new Map<number, repository.PickCount[]>();
    for (const pick of picks) picksOf.set(pick.questionId, [...(picksOf.get(pick.questionId) ?? []), pick]);
    const questions = questionRows.map(({ question }) => {
      const correct = question.correctAnswer as OptionKey;
      const mine = picksOf.get(question.id) ?? [];
      const right = mine.find((pick) => pick.answer === correct);
      return {
        id: question.id,
        correct,
        picked: Object.fromEntries(mine.map((pick) => [pick.answer, pick.picked])),
        upperCorrect: right?.upper ?? 0,
        lowerCorrect: right?.lower ?? 0,
      };
    });
    const statistics = analyseItems(attempts, questions);
    return {
      available: true,
      ...figures,
      group_size: n,
      items: statistics.flatMap((stats, index) => {
        const row = questionRows[index];
        if (!row) return [];
        const { question, position } = row;
        return {
          question: question.id,
          position,
          question_text: question.questionText,
          correct_answer: question.correctAnswer as OptionKey,
          facility: stats.facility,
          discrimination: stats.discrimination,
          upper_correct: stats.upperCorrect,
          lower_correct: stats.lowerCorrect,
          option_counts: stats.optionCounts,
          options: OPTION_KEYS.filter(
            (key) =>
              ({ a: question.optionA, b: question.optionB, c: question.optionC, d: question.optionD })[
                key
              ] !== '',
          ),
          flags: stats.flags,
        };
      }),
    };
  }

  return {
    /** ExamHistory: held or cancelled college exams, newest first, with their figures. */
    async history(caller: AccessIdentity, query: HistoryQuery): Promise<Paginated<CollegeExamHistoryRow>> {
      const collegeId = await historyCollege(caller, query.college);
      const now = ctx.now();
      const page = { page: query.page, pageSize: query.page_size ?? PAGE_SIZES.adminListLarge };
      const { rows, total } = await repository.historyPage(
        db,
        { collegeId, search: query.search || undefined, now },
        { limit: page.pageSize, offset: pageOffset(page) },
      );
      return toPage(
        rows.map((row) => ({
          id: row.id,
          title: row.title,
          college: row.collegeId,
          start_time: iso(row.windowStart),
          end_time: iso(row.windowEnd),
          state: historyState(row, now),
          cancelled_at: iso(row.cancelledAt),
          participants: row.participants,
          average_percentage: row.averagePercentage,
          pass_rate: row.passRate,
          pass_percentage: row.passPercentage,
          results_release: row.resultsRelease,
          results_released_at: iso(row.resultsReleasedAt),
          results_released: isReleased(row, now),
        })),
        total,
        page,
      );
    },

    /** ExamDetails' results: every student who can take the exam, 25 a page, best score first. */
    async roster(
      caller: AccessIdentity,
      examId: number,
      query: RosterQuery,
    ): Promise<Paginated<ExamRosterRow>> {
      const exam = await requireCollegeExam(caller, examId);
      const target = rosterExam(exam);
      const now = ctx.now();
      const page = { page: query.page, pageSize: query.page_size ?? PAGE_SIZES.adminListLarge };
      const filter = { search: query.search || undefined, ordering: query.ordering ?? DEFAULT_ORDERING };
      return cached(ctx, { exam: exam.id, kind: 'roster', page, filter }, async () => {
        const { rows, total } = await repository.rosterPage(db, target, filter, {
          limit: page.pageSize,
          offset: pageOffset(page),
        });
        return toPage(
          rows.map((row) => toRosterRow(row, target, exam.passPercentage, now)),
          total,
          page,
        );
      });
    },

    /** The roster as a file: the rows the search picks, in the asked order. */
    async exportRoster(caller: AccessIdentity, examId: number, filter: RosterFilter): Promise<TableExport> {
      const exam = await requireCollegeExam(caller, examId);
      const target = rosterExam(exam);
      const now = ctx.now();
      const [rows, integrity] = await Promise.all([
        repository.rosterAll(db, target, {
          search: filter.search || undefined,
          ordering: filter.ordering ?? DEFAULT_ORDERING,
        }),
        totalsByStudent(db, target.id),
      ]);
      async function* batches() {
        yield rows.map((row) => {
          const out = toRosterRow(row, target, exam.passPercentage, now);
          // The integrity log's summary (issue #22), over the student's attempts; blank if none.
          const log = integrity.get(out.student);
          return [
            out.student,
            out.full_name,
            out.email,
            out.roll_number ?? '',
            out.status,
            out.score ?? '',
            out.max_score ?? '',
            out.percentage ?? '',
            out.passed === null ? '' : out.passed ? 'yes' : 'no',
            out.badge ?? '',
            out.time_taken_seconds ?? '',
            out.submitted_at ?? '',
            out.attempts_used,
            log?.timesAway ?? '',
            log ? Math.round(log.awayMs / 1000) : '',
            log?.blips ?? '',
            log?.disconnections ?? '',
            log?.devices ?? '',
          ];
        });
      }
      return {
        name: `exam-${exam.id}-results`,
        header: [
          'student',
          'full_name',
          'email',
          'roll_number',
          'status',
          'score',
          'max_score',
          'percentage',
          'passed',
          'badge',
          'time_taken_seconds',
          'submitted_at',
          'attempts_used',
          'times_away',
          'time_away_seconds',
          'blips',
          'disconnections',
          'devices',
        ],
        batches: batches(),
      };
    },

    /** One attempt of this exam by a student on its roster, answers against the correct ones. */
    async review(caller: AccessIdentity, examId: number, attemptId: number): Promise<AdminAttemptDetail> {
      const target = rosterExam(await requireCollegeExam(caller, examId));
      const row = await adminRepository.findAttemptRow(db, attemptId);
      if (!row || row.attempt.examId !== target.id) throw notFound('attempt_not_found', 'Attempt not found.');
      if (caller.role !== 'admin' && !(await repository.isOnRoster(db, target, row.attempt.studentId)))
        throw notFound('attempt_not_found', 'Attempt not found.');
      return results.reviewOf(row);
    },

    /** Releases a manual-release exam's results (audited as done by the caller). */
    async release(caller: AccessIdentity, examId: number): Promise<AdminExamRow> {
      await requireCollegeExam(caller, examId);
      return results.releaseResults(caller, examId);
    },

    /** Item analysis over each student's best finished attempt, once there are enough of them. */
    async itemAnalysis(caller: AccessIdentity, examId: number): Promise<ItemAnalysis> {
      const exam = await requireCollegeExam(caller, examId);
      return cached(ctx, { exam: exam.id, kind: 'items' }, () => analyse(exam.id));
    },
  };
}
