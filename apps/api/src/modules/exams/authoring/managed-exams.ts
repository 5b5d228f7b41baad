import type { AdminExamDetail, AdminExamRow, OptionKey, QuestionView } from '@vidya/contract';
import type { AppContext } from '../../../context.ts';
import { notFound } from '../../../lib/app-error.ts';
import * as adminRepository from './repository.ts';
import * as repository from '../repository.ts';
import { loadSummaryExtras, toExamSummary } from '../service.ts';

type ExamRow = repository.ExamRow;

export function toQuestionView(question: adminRepository.QuestionRow, usedInExams: number): QuestionView {
  return {
    id: question.id,
    question_text: question.questionText,
    option_a: question.optionA,
    option_b: question.optionB,
    option_c: question.optionC,
    option_d: question.optionD,
    correct_answer: question.correctAnswer as OptionKey,
    marks: question.marks,
    explanation: question.explanation,
    college: question.collegeId,
    used_in_exams: Number(usedInExams),
    created_at: question.createdAt.toISOString(),
  };
}

/**
 * What exam authoring, the question bank and results management share: the exam being managed
 * and how its managers see it. These find any exam, as an admin may; a college's calls first
 * pass `requireManageableExam` (service.ts), which finds only its own.
 */
export function createManagedExams(ctx: AppContext) {
  const { db } = ctx.database;

  async function requireExam(examId: number, kind?: 'platform'): Promise<ExamRow> {
    const exam = await repository.findExam(db, examId);
    if (!exam || (kind && exam.kind !== kind)) throw notFound('exam_not_found', 'Exam not found.');
    return exam;
  }

  async function toRows(rows: ExamRow[]): Promise<AdminExamRow[]> {
    const [extras, attempts] = await Promise.all([
      loadSummaryExtras(db, rows),
      adminRepository.attemptCounts(
        db,
        rows.map((row) => row.id),
      ),
    ]);
    return rows.map((exam) => ({
      ...toExamSummary(exam, extras),
      join_code: exam.joinCode,
      attempts_count: attempts.get(exam.id) ?? 0,
      created_at: exam.createdAt.toISOString(),
      cancelled_at: exam.cancelledAt?.toISOString() ?? null,
    }));
  }

  async function rowOf(examId: number): Promise<AdminExamRow> {
    const [row] = await toRows([await requireExam(examId)]);
    if (!row) throw notFound('exam_not_found', 'Exam not found.');
    return row;
  }

  async function detailOf(exam: ExamRow): Promise<AdminExamDetail> {
    const [[row], questionRows] = await Promise.all([
      toRows([exam]),
      adminRepository.examQuestionsWithUse(db, exam.id),
    ]);
    if (!row) throw notFound('exam_not_found', 'Exam not found.');
    return {
      ...row,
      questions: questionRows.map(({ question, usedInExams, position }) => ({
        ...toQuestionView(question, usedInExams),
        position,
      })),
      questions_locked: row.attempts_count > 0,
    };
  }

  return { requireExam, toRows, rowOf, detailOf };
}
