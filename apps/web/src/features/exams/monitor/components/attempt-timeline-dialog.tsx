import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TimelineEvent } from '@vidya/contract';
import { ListOrdered } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { QueryError } from '../../../../components/ui/query-error';
import { Spinner } from '../../../../components/ui/spinner';
import { formatDateTime } from '../../../../lib/format';
import { useGetAttemptTimelineQuery } from '../api';

/** Each kind in neutral words (docs/exams.md): what happened, never a judgement. */
const KIND_LABELS: Record<TimelineEvent['kind'], MessageDescriptor> = {
  opened: msg`Opened the exam on this device`,
  left: msg`Left the exam page`,
  returned: msg`Came back to the exam page`,
  offline: msg`Answers could not reach the server`,
  copy: msg`Copied text`,
  paste: msg`Pasted text`,
  started: msg`Started the attempt`,
  resumed: msg`Opened the attempt again`,
  device_joined: msg`A device joined`,
  reloaded: msg`Reloaded the exam page`,
  ip_changed: msg`Internet address changed`,
  extra_time: msg`Extra time given`,
  submitted: msg`Submitted`,
  finalised: msg`Finished at the deadline`,
  coalesced: msg`Short events counted, not listed`,
  device_refused: msg`Another device was refused: the attempt is open on one device`,
  device_released: msg`Released to a new device`,
};

function EventDetail({ event }: { event: TimelineEvent }) {
  const { t } = useLingui();
  const seconds = event.duration_ms === null ? null : Math.round(event.duration_ms / 100) / 10;
  const detail = event.detail ?? {};
  const parts: string[] = [];
  if (seconds !== null) parts.push(t`for ${seconds} s`);
  if (detail.blip === 1) parts.push(t`a blip, under 2 s`);
  if (typeof detail.queued === 'number') {
    const queued = detail.queued;
    parts.push(t`${queued} answers waited on the device`);
  }
  if (typeof detail.device === 'number' && detail.device > 1) {
    const device = detail.device;
    parts.push(t`device ${device}`);
  }
  if (typeof detail.browser === 'string') parts.push(detail.browser);
  if (typeof detail.ip === 'string') parts.push(detail.ip);
  if (typeof detail.from === 'string' && typeof detail.to === 'string') {
    const { from, to } = detail;
    parts.push(t`from ${from} to ${to}`);
  }
  if (typeof detail.extra_minutes === 'number') {
    const minutes = detail.extra_minutes;
    const by = String(detail.given_by ?? '');
    parts.push(t`${minutes} extra minutes, by ${by}`);
  }
  if (typeof detail.released_by === 'string') {
    const by = detail.released_by;
    parts.push(t`by ${by}`);
  }
  if (detail.after_release === 1) parts.push(t`after a release`);
  return parts.length === 0 ? null : <span className="block text-slate-600">{parts.join(' · ')}</span>;
}

function Timeline({ attemptId }: { attemptId: number }) {
  const { t } = useLingui();
  const { data, error, refetch } = useGetAttemptTimelineQuery(attemptId, { refetchOnMountOrArgChange: true });
  if (error !== undefined)
    return (
      <QueryError
        error={error}
        fallback={t`The activity log could not be loaded.`}
        onRetry={() => void refetch()}
      />
    );
  if (data === undefined) return <Spinner text={t`Loading the activity log`} />;
  const coalesced = data.events_coalesced;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        <Trans>
          What was recorded, in order, with the device&apos;s clock and the server&apos;s. Nothing here
          changes the score.
        </Trans>
      </p>
      {coalesced > 0 && (
        <p className="text-sm text-slate-700">
          <Trans>{coalesced} more short absences were counted but not listed.</Trans>
        </p>
      )}
      <ol className="space-y-2" aria-label={t`Activity log`}>
        {data.events.map((event) => {
          const answered = event.answered_since;
          const received = formatDateTime(event.received_at);
          const sent = event.client_at === null ? null : formatDateTime(event.client_at);
          return (
            <li key={event.id} className="rounded-md border border-slate-200 p-2 text-sm">
              <span className="font-medium text-slate-900">{t(KIND_LABELS[event.kind])}</span>
              <EventDetail event={event} />
              <span className="block text-slate-600">
                {sent === null ? (
                  <Trans>Server: {received}</Trans>
                ) : (
                  <Trans>
                    Device: {sent}; server: {received}
                  </Trans>
                )}
              </span>
              {answered > 0 && (
                <span className="block text-slate-600">
                  <Trans>{answered} answers saved since the previous entry</Trans>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** One attempt's integrity log (issue #22), opened from its row on the live monitor. */
export function AttemptTimelineDialog({
  attemptId,
  studentName,
}: {
  attemptId: number;
  studentName: string;
}) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setIsOpen(true)}
        aria-label={t`Activity log of ${studentName}`}
      >
        <ListOrdered aria-hidden="true" className="h-4 w-4" />
        <Trans>Activity log</Trans>
      </Button>
      <Dialog isOpen={isOpen} onClose={() => setIsOpen(false)} title={t`Activity log of ${studentName}`}>
        {isOpen && <Timeline attemptId={attemptId} />}
        <div className="mt-4 flex justify-end">
          <Button onClick={() => setIsOpen(false)}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </Dialog>
    </>
  );
}
