import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AdminAttemptDetail } from '@vidya/contract';
import { joinClassNames } from '../../../../lib/class-names';

/**
 * One attempt answer by answer: each option, the correct one and the student's marked in words
 * (not colour only), right or wrong, the marks and the explanation. The admin's
 * StudentExamDetail and the college's ExamDetails both show it.
 */
export function AttemptReview({ attempt }: { attempt: AdminAttemptDetail }) {
  const { t } = useLingui();
  return (
    <ol className="space-y-4">
      {attempt.review.map((item, index) => {
        const isRight = item.your_answer === item.correct_answer;
        const awarded = item.awarded;
        const marks = item.marks;
        return (
          <li key={item.question} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="font-semibold text-slate-900">
              {index + 1}. {item.question_text}
            </p>
            <ul className="mt-2 space-y-1 text-sm">
              {item.options.map((option) => {
                const isCorrect = option.key === item.correct_answer;
                const isChosen = option.key === item.your_answer;
                return (
                  <li
                    key={option.key}
                    className={joinClassNames(
                      'rounded-md px-2 py-1',
                      isCorrect && 'bg-emerald-50 font-semibold text-emerald-900',
                      isChosen && !isCorrect && 'bg-red-50 text-red-900',
                    )}
                  >
                    {option.key.toUpperCase()}. {option.text}
                    {isCorrect && ` ${t`(correct answer)`}`}
                    {isChosen && ` ${t`(student’s answer)`}`}
                  </li>
                );
              })}
            </ul>
            <p className="mt-2 text-sm text-slate-700">
              {item.your_answer === null ? t`Not answered` : isRight ? t`Right` : t`Wrong`} ·{' '}
              {t`${plural(marks, { one: `${awarded} of # mark`, other: `${awarded} of # marks` })}`}
            </p>
            {item.explanation !== '' && <p className="mt-1 text-sm text-slate-600">{item.explanation}</p>}
          </li>
        );
      })}
    </ol>
  );
}
