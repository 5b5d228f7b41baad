import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  MONITOR_REFRESH_SECONDS,
  MONITOR_STALE_SECONDS,
  type MonitorCounts,
  type MonitorStudent,
} from '@vidya/contract';
import { EyeOff, MonitorSmartphone, TriangleAlert } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { DataTable, type DataColumn } from '../../../../components/data-table/data-table';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { QueryError } from '../../../../components/ui/query-error';
import { StatCards } from '../../../../components/ui/stat-cards';
import { formatDateTime } from '../../../../lib/format';
import { activeIntlLocale } from '../../../../lib/i18n/i18n';
import { useGetExamMonitorQuery } from '../api';
import { AttemptTimelineDialog } from './attempt-timeline-dialog';
import { ExtraTimeDialog } from './extra-time-dialog';
import { ReleaseDeviceDialog } from './release-device-dialog';

const REFRESH_MS = MONITOR_REFRESH_SECONDS * 1000;

const STATUS: Record<MonitorStudent['status'], { label: MessageDescriptor; tone: BadgeTone }> = {
  in_progress: { label: msg`In progress`, tone: 'neutral' },
  submitted: { label: msg`Submitted`, tone: 'success' },
  expired: { label: msg`Time ran out`, tone: 'neutral' },
};

const subscribeToVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

/** Whether the page is on screen: the monitor stops asking while its tab is hidden. */
const usePageVisible = () =>
  useSyncExternalStore(subscribeToVisibility, () => document.visibilityState !== 'hidden');

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** "45 seconds ago", "3 minutes ago", in the active language, counted on the server's clock. */
function formatAgo(iso: string, serverNow: string): string {
  const seconds = Math.max(0, Math.round((Date.parse(serverNow) - Date.parse(iso)) / 1000));
  const locale = activeIntlLocale();
  let format = relativeFormats.get(locale);
  if (format === undefined) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return seconds < 60
    ? format.format(-seconds, 'second')
    : format.format(-Math.floor(seconds / 60), 'minute');
}

/**
 * What the status region says: nothing at first, then the counts each time they change (and only
 * then), so a screen reader hears the exam move without hearing every refresh.
 */
function useCountsAnnouncement(counts: MonitorCounts | undefined): string {
  const { t } = useLingui();
  const [heard, setHeard] = useState<{ key: string | null; text: string }>({ key: null, text: '' });
  const key = counts === undefined ? null : JSON.stringify(counts);
  if (counts !== undefined && key !== heard.key) {
    const { started, in_progress: inProgress, submitted, not_started: notStarted } = counts;
    const disconnected = counts.possibly_disconnected;
    setHeard({
      key,
      text:
        heard.key === null
          ? ''
          : t`Exam progress: ${started} started, ${inProgress} in progress, ${submitted} submitted, ${notStarted} not started, ${disconnected} possibly disconnected.`,
    });
  }
  return heard.text;
}

function StatusCell({ student }: { student: MonitorStudent }) {
  const { t } = useLingui();
  const status = STATUS[student.status];
  return (
    <div className="flex flex-wrap gap-2">
      <Badge tone={status.tone}>{t(status.label)}</Badge>
      {student.status === 'in_progress' && student.integrity.away_since !== null && (
        <Badge tone="warning">
          <EyeOff aria-hidden="true" className="mr-1 h-4 w-4" />
          <Trans>Away from the exam page now</Trans>
        </Badge>
      )}
      {student.status === 'in_progress' && student.device === 'refused' && (
        <Badge tone="warning">
          <MonitorSmartphone aria-hidden="true" className="mr-1 h-4 w-4" />
          <Trans>Another device was refused</Trans>
        </Badge>
      )}
      {student.status === 'in_progress' && student.device === 'released' && (
        <Badge tone="neutral">
          <MonitorSmartphone aria-hidden="true" className="mr-1 h-4 w-4" />
          <Trans>Released: waiting for the new device</Trans>
        </Badge>
      )}
      {student.possibly_disconnected && (
        <Badge tone="warning">
          <TriangleAlert aria-hidden="true" className="mr-1 h-4 w-4" />
          <Trans>Possibly disconnected</Trans>
        </Badge>
      )}
    </div>
  );
}

/** "42 s", "3 min 5 s": a length of time away, in the active language. */
function useFormatAway() {
  const { t } = useLingui();
  return (ms: number) => {
    const total = Math.round(ms / 1000);
    const minutes = Math.floor(total / 60);
    const seconds = total % 60;
    return minutes === 0 ? t`${seconds} s` : t`${minutes} min ${seconds} s`;
  };
}

/**
 * The integrity log's summary (issue #22, docs/exams.md), in neutral words: what happened, never
 * a judgement. Blips (under 2 s) are counted apart from real absences.
 */
function ActivityCell({ student }: { student: MonitorStudent }) {
  const formatAway = useFormatAway();
  const { times_away: timesAway, blips, disconnections, devices } = student.integrity;
  const awayFor = formatAway(student.integrity.away_ms);
  const facts = [
    timesAway > 0 && (
      <li key="away">
        <Plural
          value={timesAway}
          one={`Left the exam page once, for ${awayFor}`}
          other={`Left the exam page # times, for ${awayFor} in all`}
        />
      </li>
    ),
    blips > 0 && (
      <li key="blips">
        <Plural value={blips} one="# blip under 2 s" other="# blips under 2 s" />
      </li>
    ),
    disconnections > 0 && (
      <li key="offline">
        <Plural value={disconnections} one="Disconnected once" other="Disconnected # times" />
      </li>
    ),
    devices > 1 && (
      <li key="devices">
        <Trans>{devices} devices</Trans>
      </li>
    ),
  ].filter(Boolean);
  return facts.length === 0 ? (
    <span className="text-slate-600">
      <Trans>Nothing recorded</Trans>
    </span>
  ) : (
    <ul className="space-y-0.5">{facts}</ul>
  );
}

function DeadlineCell({ student }: { student: MonitorStudent }) {
  const extra = student.extra_minutes;
  return (
    <>
      <span className="whitespace-nowrap">{formatDateTime(student.deadline)}</span>
      {extra > 0 && (
        <span className="block text-slate-600">
          <Plural value={extra} one="includes # extra minute" other="includes # extra minutes" />
        </span>
      )}
    </>
  );
}

/**
 * The live monitor of an open exam (issue #14): counts at the top, then each student who started
 * with how many questions they answered, when their last answer was saved, their status and
 * deadline. Read again every few seconds while the page is on screen; a student whose last save
 * (or start) is older than two minutes is flagged as possibly disconnected, in words. The people
 * running the exam give extra time from a student's row.
 */
export function LiveMonitor({ examId }: { examId: number }) {
  const { t } = useLingui();
  const isVisible = usePageVisible();
  const { data, error, isLoading, isFetching, refetch } = useGetExamMonitorQuery(examId, {
    pollingInterval: isVisible ? REFRESH_MS : 0,
    refetchOnMountOrArgChange: true,
  });
  const announcement = useCountsAnnouncement(data?.counts);
  const staleMinutes = MONITOR_STALE_SECONDS / 60;
  const refreshSeconds = MONITOR_REFRESH_SECONDS;

  const counts = data?.counts;
  const isOneDevice = data?.one_device_per_attempt === true;
  const questionCount = data?.question_count ?? 0;
  const serverNow = data?.server_now ?? '';
  // The students who may need help come first; the rest keep the server's order (by name).
  const rows = [...(data?.students ?? [])].sort(
    (a, b) => Number(b.possibly_disconnected) - Number(a.possibly_disconnected),
  );

  const columns: DataColumn<MonitorStudent>[] = [
    {
      id: 'student',
      header: t`Student`,
      cell: (student) => {
        const rollNumber = student.roll_number;
        return (
          <>
            <span className="font-medium text-slate-900">{student.student_name}</span>
            {rollNumber !== null && (
              <span className="block text-slate-600">
                <Trans>Roll number {rollNumber}</Trans>
              </span>
            )}
          </>
        );
      },
    },
    {
      id: 'answered',
      header: t`Answered`,
      cell: (student) => {
        const answered = student.answered;
        return (
          <Trans>
            {answered} of {questionCount}
          </Trans>
        );
      },
    },
    {
      id: 'last-saved',
      header: t`Last answer saved`,
      cell: (student) =>
        student.last_saved_at === null ? (
          <span className="text-slate-600">
            <Trans>No answer yet</Trans>
          </span>
        ) : (
          formatAgo(student.last_saved_at, serverNow)
        ),
    },
    { id: 'status', header: t`Status`, cell: (student) => <StatusCell student={student} /> },
    { id: 'activity', header: t`Activity`, cell: (student) => <ActivityCell student={student} /> },
    { id: 'deadline', header: t`Deadline`, cell: (student) => <DeadlineCell student={student} /> },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (student) => (
        <div className="flex flex-wrap gap-2">
          {student.status === 'in_progress' && (
            <ExtraTimeDialog examId={examId} studentId={student.student} studentName={student.student_name} />
          )}
          {isOneDevice &&
            student.status === 'in_progress' &&
            (student.device === 'held' || student.device === 'refused') && (
              <ReleaseDeviceDialog
                examId={examId}
                attemptId={student.attempt}
                studentName={student.student_name}
              />
            )}
          <AttemptTimelineDialog attemptId={student.attempt} studentName={student.student_name} />
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="live-monitor-heading" className="space-y-4">
      <div>
        <h2 id="live-monitor-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Live monitor</Trans>
        </h2>
        <p className="text-sm text-slate-600">
          <Trans>
            Refreshes every {refreshSeconds} seconds while this page is open. A student whose last answer was
            saved over {staleMinutes} minutes ago is flagged as possibly disconnected.
          </Trans>
        </p>
      </div>
      <div role="status" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
      {data === undefined && !isLoading ? (
        <QueryError
          error={error}
          fallback={t`The live monitor could not be loaded.`}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <StatCards
            isLoading={counts === undefined}
            items={[
              { label: t`Can take it`, value: counts?.can_take ?? 0 },
              { label: t`Started`, value: counts?.started ?? 0 },
              { label: t`In progress`, value: counts?.in_progress ?? 0 },
              { label: t`Submitted`, value: counts?.submitted ?? 0 },
              { label: t`Not started`, value: counts?.not_started ?? 0 },
              { label: t`Possibly disconnected`, value: counts?.possibly_disconnected ?? 0 },
              { label: t`Away from the exam page now`, value: counts?.away_now ?? 0 },
            ]}
          />
          {error !== undefined && data !== undefined && (
            <QueryError
              error={error}
              fallback={t`The live monitor could not be refreshed; it shows the last figures read.`}
              onRetry={() => void refetch()}
            />
          )}
          <DataTable
            caption={t`Students who started this exam`}
            columns={columns}
            rows={rows}
            getRowId={(student) => student.student}
            isBusy={isLoading || (isFetching && data === undefined)}
            empty={t`No student has started this exam yet.`}
          />
        </>
      )}
    </section>
  );
}
