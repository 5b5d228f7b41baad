import { Plural, Trans } from '@lingui/react/macro';
import type { StudentExamDetail } from '@vidya/contract';

/**
 * The rules before starting, drawn from the exam's own settings so they read in the student's
 * language. The API's `rules` (English, spec) says the same and also repeats the integrity
 * notice, which this page shows in its own block (RecordingNotice), so it is not repeated here.
 */
export function ExamRules({ exam }: { exam: StudentExamDetail }) {
  const minutes = exam.duration_minutes;
  const questions = exam.total_questions;
  const marks = exam.total_marks;
  const pass = exam.pass_percentage;
  const attempts = exam.attempts_allowed;
  return (
    <ul className="list-disc space-y-2 pl-6 text-slate-700">
      <li>
        <Trans>
          You have <Plural value={minutes} one="# minute" other="# minutes" /> for{' '}
          <Plural value={questions} one="# question" other="# questions" /> worth{' '}
          <Plural value={marks} one="# mark" other="# marks" />; you pass with {pass} %.
        </Trans>
      </li>
      <li>
        <Trans>The timer starts when you begin and keeps running if you close the page.</Trans>
      </li>
      <li>
        <Trans>
          Every answer is saved as you choose it. If your connection drops, keep answering: answers are kept
          on this device and sent when you are back online.
        </Trans>
      </li>
      <li>
        {exam.one_device_per_attempt === true ? (
          <Trans>
            This exam is answered on one device: the first one that opens your attempt. If you reload, you
            continue there with your saved answers; to continue on another device (if yours stops working),
            ask your invigilator to release it.
          </Trans>
        ) : (
          <Trans>
            If you reload or switch devices, you continue the same attempt with your saved answers.
          </Trans>
        )}
      </li>
      <li>
        <Trans>When time runs out, the exam is submitted with the answers saved by then.</Trans>
      </li>
      <li>
        <Plural value={attempts} one="You can take this exam once." other="You can take this exam # times." />
      </li>
      {exam.end_time !== null && (
        <li>
          <Trans>The exam closes at its end time, even if your timer has minutes left.</Trans>
        </li>
      )}
      <li>
        {exam.results_release === 'immediate' ? (
          <Trans>You see your result and the correct answers as soon as you submit.</Trans>
        ) : exam.results_release === 'after_window' ? (
          <Trans>You see your score when you submit; the correct answers once the exam closes.</Trans>
        ) : (
          <Trans>
            You see your score when you submit; the correct answers when your examiner releases them.
          </Trans>
        )}
      </li>
    </ul>
  );
}
