import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AttemptView } from '@vidya/contract';
import { joinClassNames } from '../../../../lib/class-names';
import type { QueueSnapshot } from '../answer-queue';

type QuestionState = 'answered' | 'notAnswered' | 'notVisited';

const STATE_LABELS: Record<QuestionState, MessageDescriptor> = {
  answered: msg`answered`,
  notAnswered: msg`not answered`,
  notVisited: msg`not visited`,
};

const STATE_CLASSES: Record<QuestionState, string> = {
  answered: 'border-emerald-700 bg-emerald-700 text-white',
  notAnswered: 'border-amber-600 bg-amber-50 text-amber-900',
  notVisited: 'border-slate-300 bg-white text-slate-800',
};

export const isAnswered = (snapshot: QueueSnapshot, questionId: number) =>
  (snapshot.answers[questionId] ?? null) !== null;

function getState(snapshot: QueueSnapshot, questionId: number): QuestionState {
  if (isAnswered(snapshot, questionId)) return 'answered';
  return snapshot.visited.includes(questionId) ? 'notAnswered' : 'notVisited';
}

/** Every question as a button: answered, seen but not answered, not visited; and the ones marked for review. */
export function QuestionPalette({
  questions,
  snapshot,
  currentIndex,
  onGoTo,
}: {
  questions: AttemptView['questions'];
  snapshot: QueueSnapshot;
  currentIndex: number;
  onGoTo: (index: number) => void;
}) {
  const { t } = useLingui();
  return (
    <nav aria-labelledby="palette-heading" className="space-y-4">
      <h2 id="palette-heading" className="text-base font-semibold text-slate-900">
        <Trans>Questions</Trans>
      </h2>
      <ol className="grid grid-cols-5 gap-2">
        {questions.map((question, index) => {
          const state = getState(snapshot, question.id);
          const isMarked = snapshot.marked.includes(question.id);
          const number = index + 1;
          const stateLabel = t(STATE_LABELS[state]);
          const name = isMarked
            ? t`Question ${number}, ${stateLabel}, marked for review`
            : t`Question ${number}, ${stateLabel}`;
          return (
            <li key={question.id}>
              <button
                type="button"
                aria-label={name}
                aria-current={index === currentIndex ? 'step' : undefined}
                onClick={() => onGoTo(index)}
                className={joinClassNames(
                  'relative grid h-10 w-10 place-items-center rounded-lg border-2 text-sm font-semibold',
                  // The shared two-tone ring (index.css): the answered ones are filled.
                  'focus-ring',
                  STATE_CLASSES[state],
                  index === currentIndex && 'ring-2 ring-indigo-700 ring-offset-2',
                )}
              >
                {index + 1}
                {isMarked && (
                  <span
                    aria-hidden="true"
                    className="absolute -top-1.5 -right-1.5 h-3.5 w-3.5 rounded-full border-2 border-white bg-violet-700"
                  />
                )}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className="space-y-1 text-sm text-slate-700" aria-label={t`Key`}>
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={joinClassNames('h-4 w-4 rounded border-2', STATE_CLASSES.answered)}
          />
          <Trans>Answered</Trans>
        </li>
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={joinClassNames('h-4 w-4 rounded border-2', STATE_CLASSES.notAnswered)}
          />
          <Trans>Seen, not answered</Trans>
        </li>
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={joinClassNames('h-4 w-4 rounded border-2', STATE_CLASSES.notVisited)}
          />
          <Trans>Not visited</Trans>
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="h-3.5 w-3.5 rounded-full bg-violet-700" />
          <Trans>Marked for review</Trans>
        </li>
      </ul>
    </nav>
  );
}
