import {
  badgeFor,
  examSlug,
  PAGE_SIZES,
  type CertificateView,
  type ExamCompletionState,
  type Paginated,
  type ResultSummary,
  type StudentPerformance,
} from '@vidya/contract';
import type { AppContext } from '../../../context.ts';
import type { AccessIdentity } from '../../../lib/access-tokens.ts';
import { pageOffset, toPage } from '../../../lib/pagination.ts';
import { createCertificatesService } from '../../certificates/index.ts';
import { createAttemptsService, percentageOf, resultsReleased } from '../taking/attempts-service.ts';
import * as repository from '../repository.ts';
import { createExamsService } from '../service.ts';

type FinishedRow = Awaited<ReturnType<typeof repository.finishedAttemptsOfStudent>>['rows'][number];

const average = (values: number[]) =>
  values.length === 0
    ? 0
    : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;

/** A student's finished attempts seen from afterwards: results, completion state, performance. */
export function createResultsService(ctx: AppContext) {
  const { db } = ctx.database;
  const exams = createExamsService(ctx);
  const certificates = createCertificatesService(ctx);
  const attempts = createAttemptsService(ctx, exams, certificates);

  const toResultSummary = ({ attempt, exam }: FinishedRow, now: Date): ResultSummary => {
    const score = attempt.score ?? 0;
    const maxScore = attempt.maxScore ?? 0;
    const percentage = percentageOf(score, maxScore);
    const submittedAt = attempt.submittedAt ?? attempt.deadline;
    return {
      attempt: attempt.id,
      exam: exam.id,
      exam_title: exam.title,
      exam_slug: examSlug(exam),
      kind: exam.kind,
      status: attempt.status === 'expired' ? 'expired' : 'submitted',
      score,
      max_score: maxScore,
      percentage,
      passed: percentage >= exam.passPercentage,
      badge: badgeFor(percentage),
      time_taken_seconds: Math.max(
        0,
        Math.round((submittedAt.getTime() - attempt.startedAt.getTime()) / 1000),
      ),
      submitted_at: submittedAt.toISOString(),
      is_released: resultsReleased(exam, now),
    };
  };

  async function allResults(caller: AccessIdentity): Promise<ResultSummary[]> {
    const student = await exams.requireStudent(caller);
    await attempts.finishOverdueOf(student.id);
    const { rows } = await repository.finishedAttemptsOfStudent(db, student.id);
    const now = ctx.now();
    return rows.map((row) => toResultSummary(row, now));
  }

  return {
    /** `GET /exams/my-results/`: finished attempts, newest first, 10 a page by default. */
    async myResults(
      caller: AccessIdentity,
      query: { page: number; page_size?: number | undefined },
    ): Promise<Paginated<ResultSummary>> {
      const student = await exams.requireStudent(caller);
      await attempts.finishOverdueOf(student.id);
      const page = { page: query.page, pageSize: query.page_size ?? PAGE_SIZES.results };
      const { rows, total } = await repository.finishedAttemptsOfStudent(db, student.id, {
        limit: page.pageSize,
        offset: pageOffset(page),
      });
      const now = ctx.now();
      return toPage(
        rows.map((row) => toResultSummary(row, now)),
        total,
        page,
      );
    },

    /** `GET /exams/my-submissions/`: the spec's exam-completion state with every submission. */
    async mySubmissions(caller: AccessIdentity): Promise<ExamCompletionState> {
      const submissions = await allResults(caller);
      const latest = submissions[0];
      return {
        completed_exams: [...new Set(submissions.map((submission) => submission.exam))],
        last_completed_exam: latest
          ? { exam_id: latest.exam, score: latest.score, completed_at: latest.submitted_at }
          : null,
        submissions,
      };
    },

    /** `GET /exams/performance/`: averages, best, a timeline and each exam's badge. */
    async performance(caller: AccessIdentity): Promise<StudentPerformance> {
      const results = await allResults(caller);
      const percentages = results.map((result) => result.percentage);
      const byExam = new Map<number, ResultSummary[]>();
      for (const result of results) byExam.set(result.exam, [...(byExam.get(result.exam) ?? []), result]);
      const perExam = [...byExam.values()].map((ofExam) => {
        const [last] = ofExam;
        if (!last) throw new Error('empty group');
        const best = Math.max(...ofExam.map((result) => result.percentage));
        return {
          exam: last.exam,
          exam_title: last.exam_title,
          exam_slug: last.exam_slug,
          attempts: ofExam.length,
          best_percentage: best,
          last_percentage: last.percentage,
          passed: ofExam.some((result) => result.passed),
          badge: badgeFor(best),
        };
      });
      const averagePercentage = average(percentages);
      return {
        total_attempts: results.length,
        exams_taken: byExam.size,
        passed: perExam.filter((exam) => exam.passed).length,
        average_percentage: averagePercentage,
        best_percentage: percentages.length === 0 ? 0 : Math.max(...percentages),
        badge: results.length === 0 ? null : badgeFor(averagePercentage),
        timeline: results
          .map((result) => ({
            attempt: result.attempt,
            exam_title: result.exam_title,
            submitted_at: result.submitted_at,
            percentage: result.percentage,
          }))
          .reverse(),
        per_exam: perExam,
      };
    },

    /**
     * `GET /exams/certificates/`: one certificate per passed exam. Results released after the
     * fact (window closed, released by hand) earn theirs here if not yet issued.
     */
    async certificates(caller: AccessIdentity): Promise<CertificateView[]> {
      const student = await exams.requireStudent(caller);
      const [{ rows }, held] = await Promise.all([
        repository.finishedAttemptsOfStudent(db, student.id),
        certificates.examCertificatesOf(student.id),
      ]);
      const now = ctx.now();
      const covered = new Set(held.map((certificate) => certificate.exam));
      const unissued = rows.filter((row) => {
        if (covered.has(row.exam.id)) return false;
        const summary = toResultSummary(row, now);
        return summary.passed && summary.is_released;
      });
      if (unissued.length === 0) return held;
      for (const row of unissued) {
        if (covered.has(row.exam.id)) continue;
        covered.add(row.exam.id);
        await attempts.issueCertificate(student.id, row.exam);
      }
      return certificates.examCertificatesOf(student.id);
    },
  };
}
