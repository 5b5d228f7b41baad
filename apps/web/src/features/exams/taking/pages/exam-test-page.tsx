import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { StudentExamDetail } from '@vidya/contract';
import { ChevronLeft, ChevronRight, Flag } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Navigate, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../../../components/language-switch';
import { Alert } from '../../../../components/ui/alert';
import { Button, LinkButton } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../../components/ui/page-header';
import { QueryError } from '../../../../components/ui/query-error';
import { ExamDetailsSkeleton } from '../../../../components/ui/skeleton';
import { joinClassNames } from '../../../../lib/class-names';
import { describeFailure, readErrorStatus } from '../../../../lib/errors';
import { formatDateTime } from '../../../../lib/format';
import { activeIntlLocale } from '../../../../lib/i18n/i18n';
import type { QueueSnapshot, SaveStatus } from '../answer-queue';
import { useGetAttemptQuery, useSubmitAttemptMutation, type ReceivedAttempt } from '../api';
import { DEVICE_RECHECK_MS, DeviceHeldNotice, HeldSessionNotice } from '../components/device-held-notice';
import { ExamNotFound } from '../components/exam-not-found';
import { isAnswered, QuestionPalette } from '../components/question-palette';
import { examCompleted } from '../exam-completion-slice';
import { getExamHref, getExamResultsHref } from '../exam-links';
import { formatClock, getOptionLetter } from '../exam-format';
import { isDeviceHeld, useAnswerQueue } from '../use-answer-queue';
import { useIntegrityRecorder } from '../use-integrity-recorder';
import { useAttemptClock } from '../use-attempt-clock';
import { useExamIdFromUrl } from '../use-exam-from-url';
import { useExamTimer } from '../use-exam-timer';
import { StudentExamGate } from '../components/student-exam-gate';

const SAVE_STATUS_TEXTS: Record<Exclude<SaveStatus, 'closed'>, MessageDescriptor> = {
  saved: msg`Saved`,
  saving: msg`Saving…`,
  offline: msg`Offline — answers will be sent when you reconnect`,
};

const SAVE_STATUS_CLASSES: Record<SaveStatus, string> = {
  saved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  saving: 'bg-slate-100 text-slate-800 ring-slate-200',
  offline: 'bg-amber-50 text-amber-900 ring-amber-300',
  closed: 'bg-red-50 text-red-800 ring-red-200',
};

/** "2, 5 and 7", in the active language ("2, 5, और 7"). */
const listNumbers = (numbers: number[]): string =>
  new Intl.ListFormat(activeIntlLocale(), { type: 'conjunction' }).format(numbers.map(String));

function SaveIndicator({ snapshot }: { snapshot: QueueSnapshot }) {
  const { t } = useLingui();
  const text =
    snapshot.status === 'closed'
      ? (snapshot.closedDetail ?? t`This attempt no longer takes answers.`)
      : t(SAVE_STATUS_TEXTS[snapshot.status]);
  return (
    <p
      role="status"
      aria-label={t`Answer saving`}
      className={joinClassNames(
        'rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset',
        SAVE_STATUS_CLASSES[snapshot.status],
      )}
    >
      {text}
    </p>
  );
}

type FinishReason = 'manual' | 'timeUp';

function ExamSession({ exam, attempt }: { exam: StudentExamDetail; attempt: ReceivedAttempt }) {
  const { t } = useLingui();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { queue, snapshot, isHeld, setIsHeld } = useAnswerQueue(attempt);
  // The integrity log (issue #22): recorded from here on, only while the attempt takes answers.
  useIntegrityRecorder(snapshot.status === 'closed' ? null : queue.record, attempt.record_clipboard ?? false);
  // Extra time given during the exam moves the deadline: the clock follows the server's.
  const clock = useAttemptClock(attempt);
  const { secondsLeft, band, announcement } = useExamTimer(clock);
  const movedDeadline = clock.deadline === attempt.deadline ? null : formatDateTime(clock.deadline);
  const [submitAttempt] = useSubmitAttemptMutation();
  const [index, setIndex] = useState(0);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [isFinishing, setIsFinishing] = useState(false);
  const [finishError, setFinishError] = useState<string | null>(null);
  const isFinishingRef = useRef(false);
  const questionHeadingRef = useRef<HTMLHeadingElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);

  const questions = attempt.questions;
  const question = questions[index];
  const resultsHref = getExamResultsHref(exam.slug, attempt.id);

  useEffect(() => {
    if (question !== undefined) queue.visit(question.id);
  }, [queue, question]);

  const isShowingQuestion = question !== undefined && !isHeld;

  const goTo = (next: number) => {
    if (next < 0 || next >= questions.length) return;
    setIndex(next);
  };

  // The question's heading takes focus when the screen opens (after "Start exam" or a resume) and
  // on each move, so a keyboard or screen-reader user starts at the question (issue #17).
  useEffect(() => {
    if (isShowingQuestion) questionHeadingRef.current?.focus();
  }, [index, isShowingQuestion]);

  // The sticky header must never cover what scrolls into view (a focused heading, option (a) on a
  // phone): the page's scroll padding follows the header's height, which wraps with the screen.
  useEffect(() => {
    const header = headerRef.current;
    const root = document.documentElement;
    if (header === null || typeof ResizeObserver === 'undefined') return;
    const follow = () => root.style.setProperty('scroll-padding-top', `${header.offsetHeight + 16}px`);
    follow();
    const observer = new ResizeObserver(follow);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-top');
    };
  }, [isShowingQuestion]);

  const finish = useCallback(
    async (reason: FinishReason) => {
      if (isFinishingRef.current) return;
      isFinishingRef.current = true;
      setIsFinishing(true);
      setFinishError(null);
      const isFlushed = await queue.flush();
      if (!isFlushed && reason === 'manual' && queue.getSnapshot().status === 'offline') {
        setFinishError(
          t`You are offline, so some answers have not reached the server yet. Reconnect, then submit again.`,
        );
      } else {
        const result = await submitAttempt(attempt.id);
        if (result.error === undefined) {
          dispatch(
            examCompleted({
              examId: exam.id,
              score: result.data.score,
              completedAt: result.data.submitted_at,
            }),
          );
          queue.clearStorage();
          await navigate(resultsHref, { replace: true });
          return;
        }
        // Time ran out: the server finished the attempt from the answers it had.
        if (readErrorStatus(result.error) === 409) {
          queue.clearStorage();
          await navigate(resultsHref, { replace: true });
          return;
        }
        setFinishError(describeFailure(result.error, t`The exam could not be submitted. Please try again.`));
      }
      isFinishingRef.current = false;
      setIsFinishing(false);
    },
    [queue, submitAttempt, attempt.id, exam.id, dispatch, navigate, resultsHref, t],
  );

  // At the deadline, or when the server says the attempt is over, it is submitted; offline, as
  // soon as the connection comes back.
  const mustFinish = band === 'over' || snapshot.status === 'closed' || clock.status !== 'in_progress';
  useEffect(() => {
    if (!mustFinish) return;
    queueMicrotask(() => void finish('timeUp'));
    const retry = () => void finish('timeUp');
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [mustFinish, finish]);

  // One device per attempt (issue #22): another device holds the attempt; nothing is answered here.
  if (isHeld) {
    return (
      <HeldSessionNotice
        attemptId={attempt.id}
        title={attempt.exam_title}
        onReleased={() => {
          setIsHeld(false);
          void queue.flush();
        }}
      />
    );
  }

  if (question === undefined) {
    return (
      <>
        <PageHeader title={attempt.exam_title} />
        <Alert>
          <Trans>This exam has no questions.</Trans>
        </Alert>
      </>
    );
  }

  const unanswered = questions.flatMap((item, position) =>
    isAnswered(snapshot, item.id) ? [] : [position + 1],
  );
  const chosen = snapshot.answers[question.id] ?? null;
  const isMarked = snapshot.marked.includes(question.id);
  const number = index + 1;
  const total = questions.length;
  const marks = question.marks;
  const unansweredCount = unanswered.length;
  const unansweredList = listNumbers(unanswered);

  return (
    <div className="space-y-6">
      {/* top-0: the focus layout has no top bar above it (top-16 left a 64 px band). Submit is not
          here but after the questions and the palette, so the keyboard meets the question first. */}
      <div
        ref={headerRef}
        className="sticky top-0 z-20 -mx-4 border-b border-slate-200 bg-white px-4 py-2 shadow-sm sm:-mx-6 sm:px-6 sm:py-3"
      >
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <h1 className="text-lg font-bold text-slate-900 sm:text-xl">{attempt.exam_title}</h1>
          <div className="flex flex-wrap items-center gap-2 sm:gap-3">
            {/* Switching keeps every answer, flag and second: the exam's state lives in React and the queue. */}
            <LanguageSwitch />
            <SaveIndicator snapshot={snapshot} />
            <p
              className={joinClassNames(
                'rounded-lg px-3 py-1 font-mono text-lg font-bold tabular-nums',
                band === 'plenty' ? 'bg-slate-100 text-slate-900' : 'bg-red-700 text-white',
              )}
            >
              <span className="sr-only">
                <Trans>Time left:</Trans>{' '}
              </span>
              <span role="timer" aria-label={t`Time left`}>
                {formatClock(secondsLeft)}
              </span>
            </p>
          </div>
        </div>
      </div>
      {/* Always present, so its text is announced as each threshold is crossed, and only then. */}
      <div role="status" aria-label={t`Time warnings`} aria-atomic="true">
        {announcement !== '' && (
          <p
            className={joinClassNames(
              'rounded-lg border p-3 text-sm font-semibold',
              band === 'fiveMinutes'
                ? 'border-amber-300 bg-amber-50 text-amber-900'
                : 'border-red-300 bg-red-50 text-red-800',
            )}
          >
            {announcement}
          </p>
        )}
      </div>
      {/* Always present, so a deadline moved by extra time is announced when it arrives. */}
      <div role="status" aria-label={t`Deadline`} aria-atomic="true">
        {movedDeadline !== null && (
          <p className="rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm font-semibold text-indigo-900">
            <Trans>Your time has changed: this exam now ends at {movedDeadline}.</Trans>
          </p>
        )}
      </div>
      {finishError !== null && !isConfirmOpen && <Alert tone="error">{finishError}</Alert>}
      {snapshot.rejectedDetail !== null && <Alert tone="error">{snapshot.rejectedDetail}</Alert>}

      <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
        <Card className="space-y-6">
          <fieldset className="space-y-4">
            <legend className="w-full">
              <h2
                ref={questionHeadingRef}
                tabIndex={-1}
                className="text-sm font-semibold tracking-wide text-slate-600 uppercase focus:outline-none"
              >
                <Trans>
                  Question {number} of {total} · <Plural value={marks} one="# mark" other="# marks" />
                </Trans>
              </h2>
              <p className="mt-2 text-lg font-medium whitespace-pre-line text-slate-900">
                {question.question_text}
              </p>
            </legend>
            <div className="space-y-3">
              {question.options.map((option, position) => {
                const inputId = `q${question.id}-${option.key}`;
                return (
                  <label
                    key={option.key}
                    htmlFor={inputId}
                    className={joinClassNames(
                      'flex cursor-pointer items-start gap-3 rounded-xl border-2 p-4 transition-colors',
                      'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
                      chosen === option.key
                        ? 'border-indigo-700 bg-indigo-50'
                        : 'border-slate-200 hover:border-slate-300',
                    )}
                  >
                    <input
                      id={inputId}
                      type="radio"
                      name={`question-${question.id}`}
                      value={option.key}
                      checked={chosen === option.key}
                      onChange={() => void queue.choose(question.id, option.key)}
                      className="mt-1 h-4 w-4 accent-indigo-700"
                    />
                    <span className="text-slate-900">
                      <span className="font-semibold">{getOptionLetter(position)}.</span> {option.text}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
            <div className="flex flex-wrap gap-3">
              <Button
                variant="secondary"
                aria-pressed={isMarked}
                onClick={() => void queue.toggleMarked(question.id)}
              >
                <Flag aria-hidden="true" className="h-4 w-4" />
                <Trans>Mark for review</Trans>
              </Button>
              <Button
                variant="ghost"
                disabled={chosen === null}
                onClick={() => void queue.choose(question.id, null)}
              >
                <Trans>Clear answer</Trans>
              </Button>
            </div>
            <div className="flex gap-3">
              <Button variant="secondary" disabled={index === 0} onClick={() => goTo(index - 1)}>
                <ChevronLeft aria-hidden="true" className="h-4 w-4" />
                <Trans>Previous</Trans>
              </Button>
              <Button disabled={index === questions.length - 1} onClick={() => goTo(index + 1)}>
                <Trans>Next</Trans>
                <ChevronRight aria-hidden="true" className="h-4 w-4" />
              </Button>
            </div>
          </div>
        </Card>
        <Card className="space-y-5 self-start p-5">
          <QuestionPalette questions={questions} snapshot={snapshot} currentIndex={index} onGoTo={goTo} />
          {/* Last in the page's order: a keyboard user meets the question and its navigation before
              Submit, which is the last thing done (issue #17). */}
          <Button isFullWidth onClick={() => setIsConfirmOpen(true)} disabled={isFinishing}>
            {isFinishing ? t`Submitting...` : t`Submit exam`}
          </Button>
        </Card>
      </div>

      <ConfirmDialog
        isOpen={isConfirmOpen}
        title={t`Submit the exam?`}
        confirmLabel={t`Submit exam`}
        busyLabel={t`Submitting...`}
        isBusy={isFinishing}
        error={finishError}
        onCancel={() => {
          setIsConfirmOpen(false);
          setFinishError(null);
        }}
        onConfirm={() => void finish('manual')}
      >
        {unanswered.length === 0 ? (
          <p>
            <Trans>You have answered every question.</Trans>
          </p>
        ) : (
          <p>
            <Plural
              value={unansweredCount}
              one={`You have not answered question ${unansweredList}.`}
              other={`You have not answered questions ${unansweredList}.`}
            />
          </p>
        )}
        <p>
          <Trans>Once submitted, your answers cannot be changed.</Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}

function AttemptLoader({ exam, attemptId }: { exam: StudentExamDetail; attemptId: number }) {
  const { t } = useLingui();
  // One device per attempt (issue #22): refused here, the page asks again until it is released.
  const [isHeld, setIsHeld] = useState(false);
  const {
    data: attempt,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetAttemptQuery(attemptId, {
    pollingInterval: isHeld ? DEVICE_RECHECK_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const isHeldNow = attempt === undefined && isDeviceHeld(error);
  // Held stays while it asks again; it ends when the attempt comes, or with another failure.
  if (isHeldNow && !isHeld) setIsHeld(true);
  else if (isHeld && (attempt !== undefined || (error !== undefined && !isHeldNow))) setIsHeld(false);
  if (attempt === undefined && (isHeld || isHeldNow))
    return <DeviceHeldNotice title={exam.title} isChecking={isFetching} onCheck={() => void refetch()} />;
  if (isLoading) return <ExamDetailsSkeleton />;
  if (attempt === undefined) {
    return (
      <>
        <PageHeader title={exam.title} />
        <QueryError
          error={error}
          fallback={t`Failed to load your exam. Your saved answers are safe.`}
          onRetry={() => void refetch()}
        />
      </>
    );
  }
  if (attempt.status !== 'in_progress')
    return <Navigate to={getExamResultsHref(exam.slug, attempt.id)} replace />;
  return <ExamSession exam={exam} attempt={attempt} />;
}

function ExamTest({ examId }: { examId: number }) {
  const { t } = useLingui();
  return (
    <StudentExamGate examId={examId} title={t`Exam`}>
      {(exam) => <ExamTestStart exam={exam} />}
    </StudentExamGate>
  );
}

function ExamTestStart({ exam }: { exam: StudentExamDetail }) {
  if (exam.open_attempt === null) {
    return (
      <>
        <PageHeader title={exam.title} />
        <Card className="space-y-4">
          <p className="text-slate-700">
            <Trans>You have no attempt of this exam in progress.</Trans>
          </p>
          <div className="flex flex-wrap gap-3">
            <LinkButton to={getExamHref(exam.slug)}>
              <Trans>Go to the exam</Trans>
            </LinkButton>
            {exam.last_attempt !== null && (
              <LinkButton variant="secondary" to={getExamResultsHref(exam.slug, exam.last_attempt)}>
                <Trans>View result</Trans>
              </LinkButton>
            )}
          </div>
        </Card>
      </>
    );
  }
  return <AttemptLoader key={exam.open_attempt} exam={exam} attemptId={exam.open_attempt} />;
}

/** `/StudentDashboard/Examination/{examName}/test`: the timed exam, each answer saved as it is chosen. */
export function ExamTestPage() {
  const examId = useExamIdFromUrl();
  if (examId === null) return <ExamNotFound />;
  return <ExamTest key={examId} examId={examId} />;
}
