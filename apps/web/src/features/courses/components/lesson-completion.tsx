import { Trans, useLingui } from '@lingui/react/macro';
import type { LessonView } from '@vidya/contract';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';

/**
 * Marking a lesson complete (issue #17). A lesson with a video opens the button once the course's
 * share of it was watched, and until then says how far the student is; a lesson without video
 * asks the student to confirm they read it; a course with the rule off completes at once.
 */
export function LessonCompletion({
  lesson,
  isCompleted,
  thresholdPercent,
  watchedPercent,
  isCompleting,
  onComplete,
}: {
  lesson: LessonView;
  isCompleted: boolean;
  thresholdPercent: number;
  watchedPercent: number;
  isCompleting: boolean;
  onComplete: () => void;
}) {
  const { t } = useLingui();
  const hintId = useId();
  const [isConfirming, setIsConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isConfirming) confirmButton.current?.focus();
  }, [isConfirming]);

  if (isCompleted) {
    return (
      <Badge tone="success">
        <Trans>Completed</Trans>
      </Badge>
    );
  }
  const label = isCompleting ? t`Saving...` : t`Mark as complete`;
  const hasVideo = lesson.video_url !== null;
  const isWatchNeeded = hasVideo && thresholdPercent > 0;
  const isWatched = watchedPercent >= thresholdPercent;

  if (isWatchNeeded) {
    return (
      <div className="w-full space-y-3">
        <ProgressBar value={watchedPercent} label={t`Share of this video watched`} className="max-w-md" />
        <p id={hintId} className="text-sm text-slate-700">
          {isWatched ? (
            <Trans>You have watched {watchedPercent}% of this video. You can mark the lesson complete.</Trans>
          ) : (
            <Trans>
              You have watched {watchedPercent}% of this video. Mark as complete becomes available once you
              have watched {thresholdPercent}%.
            </Trans>
          )}
        </p>
        {isWatched ? (
          <Button disabled={isCompleting} onClick={onComplete} aria-describedby={hintId}>
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
            {label}
          </Button>
        ) : (
          // Focusable and announced with its reason, unlike a disabled button.
          <Button
            variant="secondary"
            aria-disabled="true"
            aria-describedby={hintId}
            className="cursor-not-allowed"
          >
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
            {label}
          </Button>
        )}
      </div>
    );
  }

  if (!hasVideo && isConfirming) {
    const title = lesson.title;
    return (
      <div
        role="group"
        aria-labelledby={hintId}
        className="w-full space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
      >
        <p id={hintId} className="font-medium text-slate-900">
          <Trans>Have you read “{title}” to the end?</Trans>
        </p>
        <div className="flex flex-wrap gap-3">
          <Button ref={confirmButton} disabled={isCompleting} onClick={onComplete}>
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
            {isCompleting ? t`Saving...` : t`Yes, I have read it`}
          </Button>
          <Button variant="secondary" disabled={isCompleting} onClick={() => setIsConfirming(false)}>
            <Trans>Not yet</Trans>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Button disabled={isCompleting} onClick={hasVideo ? onComplete : () => setIsConfirming(true)}>
      <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
      {label}
    </Button>
  );
}
