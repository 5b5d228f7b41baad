import { randomInt } from 'node:crypto';
import {
  badgeFor,
  examSlug,
  OPTION_KEYS,
  type AttemptClock,
  type AttemptResult,
  type AttemptView,
  type AttemptQuestion,
  type OptionKey,
  type SavedAnswer,
} from '@vidya/contract';
import type { AppContext } from '../../../context.ts';
import { examWriter } from './exam-writer.ts';
import { examCache, type CachedExam } from '../exam-cache.ts';
import type { Executor } from '../../../db/client.ts';
import type { AccessIdentity } from '../../../lib/access-tokens.ts';
import { AppError, fieldRefusal, notFound } from '../../../lib/app-error.ts';
import { batchPerTick } from '../../../lib/batch-per-tick.ts';
import { seededShuffle } from '../../../lib/seeded-shuffle.ts';
import { createCertificatesService } from '../../certificates/index.ts';
import { requireStudentId } from '../../identity/index.ts';
import * as monitorRepository from '../monitor/repository.ts';
import * as repository from '../repository.ts';
import { createExamsService, isOwnCollegeExam } from '../service.ts';
import { createIntegrityService, type EventSource } from '../monitor/integrity-service.ts';

/** Saves and submits this long after the deadline still count: network latency is not the student's fault. */
export const GRACE_SECONDS = 30;
const SWEEP_BATCH = 200;
const ONLY_STUDENTS = 'Only students can take exams.';

type ExamQuestion = Awaited<ReturnType<typeof repository.listExamQuestions>>[number]['question'];

const optionText = (question: ExamQuestion, key: OptionKey) =>
  ({ a: question.optionA, b: question.optionB, c: question.optionC, d: question.optionD })[key];

/** The options a question has, in the attempt's order: C and D may be absent (decision 019). */
const presentOptions = (question: ExamQuestion, keys: OptionKey[]) =>
  keys.flatMap((key) => {
    const text = optionText(question, key);
    return text === '' ? [] : [{ key, text }];
  });

const toSavedAnswer = (row: {
  questionId: number;
  answer: string | null;
  seq: number;
  markedForReview: boolean;
  savedAt: Date;
}): SavedAnswer => ({
  question: row.questionId,
  answer: (row.answer as OptionKey | null) ?? null,
  seq: row.seq,
  marked_for_review: row.markedForReview,
  saved_at: row.savedAt.toISOString(),
});

/** Marks per question and in total, from the saved answers: the one place grading happens. */
export function grade(examQuestions: ExamQuestion[], answers: Map<number, string | null>) {
  let score = 0;
  let maxScore = 0;
  const perQuestion = examQuestions.map((question) => {
    const given = answers.get(question.id) ?? null;
    const awarded = given === question.correctAnswer ? question.marks : 0;
    score += awarded;
    maxScore += question.marks;
    return { question, given, awarded };
  });
  return { score, maxScore, perQuestion };
}

/** Whether students may see the correct answers of this exam yet (its results release rule). */
export function resultsReleased(exam: repository.ExamRow, now: Date): boolean {
  switch (exam.resultsRelease) {
    case 'immediate':
      return true;
    case 'after_window':
      return !exam.windowEnd || now >= exam.windowEnd;
    case 'manual':
      return exam.resultsReleasedAt !== null && exam.resultsReleasedAt <= now;
  }
}

export const percentageOf = (score: number, maxScore: number) =>
  maxScore === 0 ? 0 : Math.round((score / maxScore) * 10000) / 100;

/**
 * Taking an exam (design §7): the server's clock and the attempt's stored deadline decide
 * everything; answers are saved one at a time with a sequence number; finishing is idempotent
 * and serialised on the attempt row, so concurrent submits produce exactly one result.
 */

/** One answer save as the test screen sends it (issue #17's flag and issue #22's client id ride with it). */
type AnswerSaveBody = {
  question: number;
  answer: OptionKey | null;
  seq: number;
  marked_for_review?: boolean | undefined;
  client_id?: string | undefined;
};

export function createAttemptsService(
  ctx: AppContext,
  exams = createExamsService(ctx),
  certificates = createCertificatesService(ctx),
) {
  const { db } = ctx.database;
  const cache = examCache(ctx);
  const writer = examWriter(ctx);
  const integrity = createIntegrityService(ctx, exams);
  const isPastGrace = (attempt: repository.AttemptRow, now: Date) =>
    now.getTime() > attempt.deadline.getTime() + GRACE_SECONDS * 1000;

  // A class starting and opening its attempts together costs a statement per burst, not one each.
  const beginAttemptIfAllowed = batchPerTick(
    (attempt: repository.AttemptToBegin) => repository.attemptKey(attempt.examId, attempt.studentId),
    (attempts) => repository.insertAttemptsIfAllowed(db, attempts),
  );
  const findAttemptWithAnswers = batchPerTick(
    (attemptId: number) => attemptId,
    (attemptIds) => repository.findAttemptsWithAnswers(db, attemptIds),
  );
  // Who may take a college exam, and their extra time in it: one statement for a burst of starts.
  const collegeStartCheckOf = batchPerTick(
    (key: { examId: number; studentId: number }) => repository.attemptKey(key.examId, key.studentId),
    (keys) => monitorRepository.collegeStartChecks(db, keys),
  );
  const findAttemptClock = batchPerTick(
    (attemptId: number) => attemptId,
    (attemptIds) => monitorRepository.attemptClocks(db, attemptIds),
  );

  /** Someone else's attempt answers 404, the same as a missing one. */
  async function requireOwnAttempt(caller: AccessIdentity, attemptId: number) {
    const studentId = await requireStudentId(db, caller, ONLY_STUDENTS);
    const attempt = await repository.findAttempt(db, attemptId);
    if (!attempt || attempt.studentId !== studentId)
      throw notFound('attempt_not_found', 'Attempt not found.');
    return attempt;
  }

  /** Scores the attempt from its saved answers, once; later calls find it finished. */
  async function finalise(
    attemptId: number,
    status: 'submitted' | 'expired',
    finalAnswers: { question: number; answer: OptionKey | null }[] = [],
  ): Promise<repository.AttemptRow> {
    return db.transaction(async (tx) => {
      const attempt = await repository.lockAttempt(tx, attemptId);
      if (!attempt) throw notFound('attempt_not_found', 'Attempt not found.');
      if (attempt.status !== 'in_progress') return attempt;
      // Extra time may have moved the deadline since the attempt was found overdue.
      if (status === 'expired' && !isPastGrace(attempt, ctx.now())) return attempt;
      if (finalAnswers.length > 0) {
        await assertQuestionsOfExam(
          tx,
          attempt.examId,
          finalAnswers.map((answer) => answer.question),
        );
        const savedAt = ctx.now();
        for (const answer of finalAnswers) {
          await repository.overwriteAnswer(tx, {
            attemptId,
            questionId: answer.question,
            answer: answer.answer,
            savedAt,
          });
        }
      }
      const [questionRows, answerRows] = await Promise.all([
        repository.listExamQuestions(tx, attempt.examId),
        repository.listAnswers(tx, attempt.id),
      ]);
      const { score, maxScore } = grade(
        questionRows.map((row) => row.question),
        new Map(answerRows.map((row) => [row.questionId, row.answer])),
      );
      // Never later than the deadline: a submit in the grace period, or an attempt finished by the
      // sweep, took the time the exam allows and no more (issue #17).
      const now = ctx.now();
      const submittedAt = status === 'expired' || now > attempt.deadline ? attempt.deadline : now;
      await repository.finishAttempt(tx, attempt.id, { status, submittedAt, score, maxScore });
      await integrity.serverEvent(tx, attempt.id, status === 'submitted' ? 'submitted' : 'finalised');
      return { ...attempt, status, submittedAt, score, maxScore };
    });
  }

  /** An attempt left open past its deadline is finished from what was saved in time. */
  async function finaliseIfOverdue(attempt: repository.AttemptRow) {
    return attempt.status === 'in_progress' && isPastGrace(attempt, ctx.now())
      ? finalise(attempt.id, 'expired')
      : attempt;
  }

  /**
   * The attempt's own order of questions and of each question's options, from its stored seed:
   * the same on every load, and in the review, so "B" means one thing to the student throughout.
   */
  function inAttemptOrder<Question extends { id: number }>(
    exam: repository.ExamRow,
    attempt: repository.AttemptRow,
    questions: Question[],
  ) {
    const ordered = exam.shuffleQuestions ? seededShuffle(questions, attempt.seed) : questions;
    return ordered.map((question) => ({
      question,
      keys: exam.shuffleOptions ? seededShuffle(OPTION_KEYS, attempt.seed ^ question.id) : [...OPTION_KEYS],
    }));
  }

  /** The attempt as its student sees it: questions in the attempt's order, never the answers. */
  function toView(
    attempt: repository.AttemptRow,
    { exam, questions }: CachedExam,
    answerRows: repository.AnswerRow[],
  ): AttemptView {
    return {
      id: attempt.id,
      exam: exam.id,
      exam_title: exam.title,
      status: attempt.status,
      started_at: attempt.startedAt.toISOString(),
      deadline: attempt.deadline.toISOString(),
      server_now: ctx.now().toISOString(),
      questions: inAttemptOrder(exam, attempt, questions).map(({ question, keys }) => ({
        id: question.id,
        question_text: question.questionText,
        options: presentOptions(question, keys),
        marks: question.marks,
      })),
      answers: answerRows.map(toSavedAnswer),
      record_clipboard: exam.recordClipboard,
    };
  }

  const withAnswers = async (attempt: repository.AttemptRow, cached: CachedExam) =>
    toView(attempt, cached, await repository.listAnswers(db, attempt.id));

  /** Answers to questions outside the attempt's exam are refused, naming the field. */
  async function assertQuestionsOfExam(executor: Executor, examId: number, questionIds: number[]) {
    const inExam = new Set(
      (await repository.listExamQuestions(executor, examId)).map((row) => row.question.id),
    );
    if (questionIds.some((id) => !inExam.has(id))) {
      throw fieldRefusal('question_not_in_attempt', 'question', 'This question is not part of your exam.');
    }
  }

  /** The exam certificate for a passed, released result: issued once, on first sight. */
  async function issueCertificate(studentId: number, exam: repository.ExamRow) {
    return certificates.issueForExam({
      studentId,
      examId: exam.id,
      studentName: await repository.studentName(db, studentId),
      title: exam.title,
    });
  }

  async function requireCachedExam(examId: number) {
    const cached = await cache.get(examId);
    if (!cached) throw notFound('exam_not_found', 'Exam not found.');
    return cached;
  }
  const requireExam = async (examId: number) => (await requireCachedExam(examId)).exam;

  /**
   * Saves one answer; with it, the row the group-commit writer stored (and what its statement saw
   * of the attempt), or nothing when the answer went the slow way.
   */
  async function saveAnswerOnly(
    caller: AccessIdentity,
    attemptId: number,
    body: AnswerSaveBody,
    source: Omit<EventSource, 'clientId'> = { ip: '' },
  ): Promise<{ view: SavedAnswer; row: repository.SavedAnswerRow | undefined }> {
    // Written with the other saves of this moment when all is well (exam-writer.ts).
    const studentId = await requireStudentId(db, caller, ONLY_STUDENTS);
    const now = ctx.now();
    const saved = await writer.saveAnswer({
      attemptId,
      studentId,
      questionId: body.question,
      answer: body.answer,
      seq: body.seq,
      // "Mark for review" rides with the answer under its seq (issue #17); left out, it stays.
      markedForReview: body.marked_for_review ?? null,
      savedAt: now,
      deadlineAfter: new Date(now.getTime() - GRACE_SECONDS * 1000),
      clientId: body.client_id ?? null,
    });
    if (saved) return { view: toSavedAnswer(saved), row: saved };

    // Otherwise find out why, and say so (or hand back the newer answer already stored).
    const attempt = await finaliseIfOverdue(await requireOwnAttempt(caller, attemptId));
    if (attempt.status !== 'in_progress') {
      throw attempt.status === 'expired'
        ? new AppError('attempt_time_up', 'Time is up: answers after the deadline are not accepted.')
        : new AppError('attempt_submitted', 'This attempt has already been submitted.');
    }
    // One device per attempt: another browser than the holder is refused (and it is recorded).
    await integrity.admit(attempt, { ...source, clientId: body.client_id });
    await assertQuestionsOfExam(db, attempt.examId, [body.question]);
    const stored = await repository.saveAnswer(db, {
      attemptId,
      questionId: body.question,
      answer: body.answer,
      seq: body.seq,
      markedForReview: body.marked_for_review ?? null,
      savedAt: ctx.now(),
    });
    if (!stored) throw new Error('answer neither saved nor found');
    return { view: toSavedAnswer(stored), row: undefined };
  }

  return {
    grade,
    issueCertificate,

    /** Finishes this student's attempts whose time ran out, before their results are listed. */
    async finishOverdueOf(studentId: number): Promise<void> {
      const cutoff = new Date(ctx.now().getTime() - GRACE_SECONDS * 1000);
      for (const id of await repository.listOverdueAttemptIds(db, cutoff, SWEEP_BATCH, studentId)) {
        await finalise(id, 'expired');
      }
    },

    /**
     * Starts an attempt, or returns the one already in progress (a reload, a second device).
     * The hot path of a class starting together: the exam comes from memory, and a platform
     * exam needs two queries (the student's attempts, the insert).
     */
    async start(caller: AccessIdentity, examId: number): Promise<{ isNew: boolean; attempt: AttemptView }> {
      const studentId = await requireStudentId(db, caller, ONLY_STUDENTS);
      const cached = await cache.get(examId);
      if (!cached || !cached.exam.isActive) throw notFound('exam_not_found', 'Exam not found.');
      const { exam } = cached;
      // A college exam is for its college's approved students and those who joined with its code
      // (the rule of `requireVisibleExam`), read with their extra time in one batched statement.
      let extraMinutes = 0;
      if (exam.kind === 'college') {
        const check = await collegeStartCheckOf({ examId, studentId });
        if (!check || !(isOwnCollegeExam(exam, check) || check.hasJoined))
          throw notFound('exam_not_found', 'Exam not found.');
        extraMinutes = check.extraMinutes;
      }

      const now = ctx.now();
      // The exam's deadline (its duration, cut at the window's end), plus the student's extra time.
      const deadlineOf = (startedAt: Date) => {
        const byDuration = startedAt.getTime() + exam.durationMinutes * 60_000;
        const examDeadline = exam.windowEnd ? Math.min(byDuration, exam.windowEnd.getTime()) : byDuration;
        return new Date(examDeadline + extraMinutes * 60_000);
      };
      const isInWindow =
        (!exam.windowStart || now >= exam.windowStart) && (!exam.windowEnd || now < exam.windowEnd);
      if (isInWindow) {
        const fresh = await beginAttemptIfAllowed({
          examId,
          studentId,
          attemptsAllowed: exam.attemptsAllowed,
          seed: randomInt(0, 2 ** 31 - 1),
          startedAt: now,
          deadline: deadlineOf(now),
        });
        if (fresh) {
          await integrity.serverEvent(db, fresh.id, 'started');
          return { isNew: true, attempt: toView(fresh, cached, []) };
        }
      }

      // Not a plain first start: resume the open attempt, or say why none can begin.
      const previous = await repository.attemptsOfStudentForExam(db, examId, studentId);
      const open = previous.find((attempt) => attempt.status === 'in_progress');
      if (open) {
        const current = await finaliseIfOverdue(open);
        if (current.status === 'in_progress') {
          await integrity.serverEvent(db, current.id, 'resumed');
          return { isNew: false, attempt: await withAnswers(current, cached) };
        }
      }

      if (exam.windowStart && now < exam.windowStart) {
        const opensAt = exam.windowStart.toISOString();
        throw new AppError('exam_not_open', `This exam opens at ${opensAt}.`, {
          values: { opens_at: opensAt },
        });
      }
      if (exam.windowEnd && now >= exam.windowEnd) throw new AppError('exam_closed', 'This exam has closed.');
      const used = previous.length;
      if (used >= exam.attemptsAllowed) {
        throw new AppError(
          'attempts_used_up',
          `You have used all ${exam.attemptsAllowed} ${exam.attemptsAllowed === 1 ? 'attempt' : 'attempts'} of this exam.`,
          { values: { allowed: exam.attemptsAllowed } },
        );
      }
      const inserted = await repository.insertAttempt(db, {
        examId,
        studentId,
        attemptNumber: used + 1,
        seed: randomInt(0, 2 ** 31 - 1),
        startedAt: now,
        deadline: deadlineOf(now),
      });
      if (inserted) {
        await integrity.serverEvent(db, inserted.id, 'started');
        return { isNew: true, attempt: toView(inserted, cached, []) };
      }
      // A concurrent start (double click, two tabs) won the race: hand back its attempt.
      const winner = await repository.findOpenAttempt(db, examId, studentId);
      if (!winner)
        throw new AppError(
          'attempt_finished_elsewhere',
          'Another attempt of this exam was just finished. Reload the page.',
        );
      await integrity.serverEvent(db, winner.id, 'resumed');
      return { isNew: false, attempt: await withAnswers(winner, cached) };
    },

    async get(
      caller: AccessIdentity,
      attemptId: number,
      source: EventSource = { ip: '' },
    ): Promise<AttemptView> {
      const studentId = await requireStudentId(db, caller, ONLY_STUDENTS);
      const found = await findAttemptWithAnswers(attemptId);
      if (!found || found.attempt.studentId !== studentId)
        throw notFound('attempt_not_found', 'Attempt not found.');
      const attempt = await finaliseIfOverdue(found.attempt);
      // One device per attempt: another browser than the one holding it is refused (issue #22).
      await integrity.admit(attempt, source);
      return toView(attempt, await requireCachedExam(attempt.examId), found.answers);
    },

    /**
     * The attempt's status and deadline now: the test screen asks now and then, so a deadline moved
     * by extra time reaches it without a reload. One batched read for a class asking together.
     */
    async clock(caller: AccessIdentity, attemptId: number): Promise<AttemptClock> {
      const studentId = await requireStudentId(db, caller, ONLY_STUDENTS);
      const found = await findAttemptClock(attemptId);
      if (!found || found.studentId !== studentId) throw notFound('attempt_not_found', 'Attempt not found.');
      const attempt = await finaliseIfOverdue(found);
      return {
        attempt: attempt.id,
        status: attempt.status,
        deadline: attempt.deadline.toISOString(),
        server_now: ctx.now().toISOString(),
      };
    },

    /**
     * Saves one answer, then records the integrity events that came with it (issue #22). The answer
     * is stored first: a refused batch answers 400 saying the answer was saved (decision 026).
     */
    async saveAnswer(
      caller: AccessIdentity,
      attemptId: number,
      body: AnswerSaveBody & { events?: unknown[] | undefined },
      source: Omit<EventSource, 'clientId'> = { ip: '' },
    ): Promise<SavedAnswer> {
      if (body.client_id === undefined && !(body.events && body.events.length > 0))
        return (await saveAnswerOnly(caller, attemptId, body, source)).view;
      // The events are written beside the answer when they can be, else once it is stored.
      const started = integrity.startWithAnswer(caller, attemptId, body, source);
      const { view, row } = await saveAnswerOnly(caller, attemptId, body, source);
      await integrity.finishWithAnswer(caller, attemptId, body, source, row, started);
      return view;
    },

    /** Submits once; a repeat returns the same result. Past the grace period it is refused. */
    async submit(caller: AccessIdentity, attemptId: number): Promise<AttemptResult> {
      const attempt = await finaliseIfOverdue(await requireOwnAttempt(caller, attemptId));
      if (attempt.status === 'expired') {
        throw new AppError(
          'attempt_time_up',
          'Time is up: the exam was submitted automatically with the answers saved before the deadline.',
        );
      }
      return this.resultOf(await finalise(attempt.id, 'submitted'));
    },

    async result(caller: AccessIdentity, attemptId: number): Promise<AttemptResult> {
      const attempt = await finaliseIfOverdue(await requireOwnAttempt(caller, attemptId));
      if (attempt.status === 'in_progress')
        throw new AppError('attempt_in_progress', 'This attempt is still in progress.');
      return this.resultOf(attempt);
    },

    /** The result, with the per-question review (and correct answers) only once results are released. */
    async resultOf(attempt: repository.AttemptRow): Promise<AttemptResult> {
      const exam = await requireExam(attempt.examId);
      const isReleased = resultsReleased(exam, ctx.now());
      const maxScore = attempt.maxScore ?? 0;
      const score = attempt.score ?? 0;
      const percentage = percentageOf(score, maxScore);
      const passed = percentage >= exam.passPercentage;
      const submittedAt = attempt.submittedAt ?? attempt.deadline;
      let review: AttemptResult['review'] = null;
      let certificateCode: string | null = null;
      if (isReleased) {
        const [questionRows, answerRows] = await Promise.all([
          repository.listExamQuestions(db, attempt.examId),
          repository.listAnswers(db, attempt.id),
        ]);
        const { perQuestion } = grade(
          questionRows.map((row) => row.question),
          new Map(answerRows.map((row) => [row.questionId, row.answer])),
        );
        const graded = new Map(perQuestion.map((item) => [item.question.id, item]));
        review = inAttemptOrder(
          exam,
          attempt,
          [...graded.values()].map((item) => item.question),
        ).map(({ question, keys }) => {
          const { given, awarded } = graded.get(question.id) ?? { given: null, awarded: 0 };
          return {
            question: question.id,
            question_text: question.questionText,
            options: presentOptions(question, keys),
            your_answer: (given as OptionKey | null) ?? null,
            correct_answer: question.correctAnswer as OptionKey,
            explanation: question.explanation,
            marks: question.marks,
            awarded,
          };
        });
        if (passed) certificateCode = (await issueCertificate(attempt.studentId, exam)).code;
      }
      return {
        attempt: attempt.id,
        exam: exam.id,
        exam_title: exam.title,
        exam_slug: examSlug(exam),
        badge: badgeFor(percentage),
        certificate_code: certificateCode,
        status: attempt.status === 'expired' ? 'expired' : 'submitted',
        score,
        max_score: maxScore,
        percentage,
        passed,
        time_taken_seconds: Math.max(
          0,
          Math.round((submittedAt.getTime() - attempt.startedAt.getTime()) / 1000),
        ),
        submitted_at: submittedAt.toISOString(),
        is_released: isReleased,
        review,
      };
    },

    /**
     * The questions of the student's attempt in progress (spec `/exams/{id}/questions/`), as
     * the attempt shows them: never the answers. An exam not started yet answers 409.
     */
    async questionsOfOpenAttempt(
      caller: AccessIdentity,
      examId: number,
      kind: 'platform' | 'college',
    ): Promise<AttemptQuestion[]> {
      const student = await exams.requireStudent(caller);
      const exam = await exams.requireVisibleExam(student, examId);
      if (exam.kind !== kind) throw notFound('exam_not_found', 'Exam not found.');
      const open = await repository.findOpenAttempt(db, examId, student.id);
      const current = open ? await finaliseIfOverdue(open) : undefined;
      if (!current || current.status !== 'in_progress') {
        throw new AppError(
          'attempt_not_started',
          'Start the exam first: its questions are shown once your attempt begins.',
        );
      }
      return toView(current, await requireCachedExam(exam.id), []).questions;
    },

    /**
     * The spec's whole-attempt submit: the answers given replace the saved ones, then the
     * attempt in progress is scored once. Same deadline rules as answer by answer.
     */
    async submitWhole(
      caller: AccessIdentity,
      body: { exam: number; answers: { question: number; answer: OptionKey | null }[] },
      kind: 'platform' | 'college',
    ): Promise<AttemptResult> {
      const student = await exams.requireStudent(caller);
      const exam = await exams.requireVisibleExam(student, body.exam);
      if (exam.kind !== kind) {
        throw notFound(
          'exam_not_found',
          kind === 'platform' ? 'No platform exam has this id.' : 'No college exam has this id.',
        );
      }
      const open = await repository.findOpenAttempt(db, exam.id, student.id);
      if (!open) throw new AppError('attempt_not_started', 'Start the exam before submitting answers.');
      const attempt = await finaliseIfOverdue(open);
      if (attempt.status === 'expired') {
        throw new AppError(
          'attempt_time_up',
          'Time is up: the exam was submitted automatically with the answers saved before the deadline.',
        );
      }
      return this.resultOf(await finalise(attempt.id, 'submitted', body.answers));
    },

    /** Finishes the student's open attempts from their saved answers (a suspension ends them). */
    async finishOpenAttemptsOf(studentId: number): Promise<void> {
      for (const id of await repository.listOpenAttemptIds(db, studentId)) await finalise(id, 'submitted');
    },

    /** Finishes every attempt whose deadline and grace have passed (run periodically). */
    async sweepOverdue(): Promise<number> {
      const cutoff = new Date(ctx.now().getTime() - GRACE_SECONDS * 1000);
      const ids = await repository.listOverdueAttemptIds(db, cutoff, SWEEP_BATCH);
      for (const id of ids) await finalise(id, 'expired');
      return ids.length;
    },
  };
}
