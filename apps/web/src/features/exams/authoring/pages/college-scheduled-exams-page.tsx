import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, VALIDATION_MESSAGES, type AdminExamRow } from '@vidya/contract';
import { useState, type FormEvent } from 'react';
import { DataTable, type DataColumn } from '../../../../components/data-table/data-table';
import { ListNoticeAlert, type ListNotice } from '../../../../components/data-table/list-notice';
import { ListToolbar } from '../../../../components/data-table/list-toolbar';
import { SkeletonRows } from '../../../../components/data-table/skeleton-rows';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button, LinkButton } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Dialog } from '../../../../components/ui/dialog';
import { PageHeader } from '../../../../components/ui/page-header';
import { QueryError } from '../../../../components/ui/query-error';
import { TextField } from '../../../../components/ui/text-field';
import { TextLink } from '../../../../components/ui/text-link';
import { describeFailure } from '../../../../lib/errors';
import { readFieldErrors } from '../../../../lib/form-errors';
import { useFixedText } from '../../../../lib/i18n/fixed-texts';
import { describeWindow } from '../../../../lib/format';
import { paths } from '../../../../lib/paths';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import {
  useCancelCollegeExamMutation,
  useGetMyCollegeExamsQuery,
  useRescheduleCollegeExamMutation,
} from '../college-api';
import { toIndiaClock } from '../exam-schedule';

const hasStarted = (exam: AdminExamRow, now: number) =>
  exam.start_time !== null && new Date(exam.start_time).getTime() <= now;

/** Upcoming or running: not cancelled and not yet over. */
const isScheduled = (exam: AdminExamRow, now: number) =>
  exam.cancelled_at === null && (exam.end_time === null || new Date(exam.end_time).getTime() > now);

function ExamState({ exam, now }: { exam: AdminExamRow; now: number }) {
  if (hasStarted(exam, now) && exam.is_active)
    return (
      <Badge tone="warning">
        <Trans>Running</Trans>
      </Badge>
    );
  return exam.is_active ? (
    <Badge tone="success">
      <Trans>Scheduled</Trans>
    </Badge>
  ) : (
    <Badge>
      <Trans>Inactive</Trans>
    </Badge>
  );
}

/** A new day and start time for an exam that has not started; its students are emailed. */
function RescheduleDialog({
  exam,
  onClose,
  onDone,
}: {
  exam: AdminExamRow;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useLingui();
  const fixed = useFixedText();
  const [examDate, setExamDate] = useState(exam.exam_date ?? '');
  const [startTime, setStartTime] = useState(toIndiaClock(exam.start_time));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [reschedule, { isLoading }] = useRescheduleCollegeExamMutation();
  const title = exam.title;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (examDate === '' || startTime === '') {
      setFieldErrors({
        [examDate === '' ? 'exam_date' : 'start_time']: fixed(VALIDATION_MESSAGES.scheduleRequired),
      });
      return;
    }
    setFieldErrors({});
    const result = await reschedule({
      examId: exam.id,
      body: { exam_date: examDate, start_time: startTime },
    });
    if (result.error !== undefined) {
      const errors = readFieldErrors(result.error);
      setFieldErrors(Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, fixed(text)])));
      setError(describeFailure(result.error, t`The exam could not be moved. Please try again.`));
      return;
    }
    const when = describeWindow(result.data);
    onDone(
      result.data.is_active
        ? t`“${title}” now takes place ${when}. Its students were told by email.`
        : t`“${title}” now takes place ${when}.`,
    );
  };

  return (
    <Dialog isOpen onClose={onClose} title={t`Reschedule “${title}”`}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <p className="text-sm text-slate-600">
          <Trans>Times are India Standard Time. The exam keeps its duration.</Trans>
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`Exam date`}
            type="date"
            required
            value={examDate}
            error={fieldErrors.exam_date}
            onChange={(event) => setExamDate(event.target.value)}
          />
          <TextField
            label={t`Start time`}
            type="time"
            required
            value={startTime}
            error={fieldErrors.start_time}
            onChange={(event) => setStartTime(event.target.value)}
          />
        </div>
        {error !== null && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? t`Saving...` : t`Reschedule`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * `/CollegeDashboard/ScheduledExams`: the college's upcoming and running exams (from
 * `GET /exams/my-college/`; a list already loaded is not fetched again, spec §9). Before an exam
 * starts it can be edited, given questions, rescheduled or cancelled (after a confirmation);
 * each links to its details page. Cancelled and finished exams are in ExamHistory.
 */
export function CollegeScheduledExamsPage() {
  const { t } = useLingui();
  const query = useGetMyCollegeExamsQuery(undefined);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim().toLocaleLowerCase(), 250);
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const [moving, setMoving] = useState<AdminExamRow | null>(null);
  const [cancelling, setCancelling] = useState<AdminExamRow | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [cancelExam, { isLoading: isCancelling }] = useCancelCollegeExamMutation();
  const [now] = useState(() => Date.now());
  const exams = (query.data ?? [])
    .filter((exam) => isScheduled(exam, now))
    .filter((exam) => search === '' || exam.title.toLocaleLowerCase().includes(search))
    .sort((left, right) => (left.start_time ?? '').localeCompare(right.start_time ?? ''));
  const cancelledTitle = cancelling?.title;

  const cancel = async () => {
    if (cancelling === null) return;
    setCancelError(null);
    const title = cancelling.title;
    const result = await cancelExam({ examId: cancelling.id });
    if (result.error !== undefined) {
      setCancelError(describeFailure(result.error, t`The exam could not be cancelled. Please try again.`));
      return;
    }
    setCancelling(null);
    setNotice({
      tone: 'success',
      text: cancelling.is_active
        ? t`“${title}” was cancelled and its students were told by email. It stays in your exam history.`
        : t`“${title}” was cancelled. It stays in your exam history.`,
    });
  };

  const columns: DataColumn<AdminExamRow>[] = [
    {
      id: 'title',
      header: t`Exam`,
      cell: (exam) => (
        <TextLink to={paths.college.examDetails.href({ examId: exam.id })}>{exam.title}</TextLink>
      ),
    },
    { id: 'when', header: t`When`, cell: (exam) => describeWindow(exam) },
    {
      id: 'questions',
      header: t`Questions`,
      cell: (exam) => {
        const count = exam.total_questions;
        return t`${plural(count, { one: '# question', other: '# questions' })}`;
      },
    },
    { id: 'state', header: t`Status`, cell: (exam) => <ExamState exam={exam} now={now} /> },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (exam) => {
        const title = exam.title;
        if (hasStarted(exam, now))
          return (
            <LinkButton
              size="sm"
              variant="secondary"
              to={paths.college.examDetails.href({ examId: exam.id })}
            >
              <Trans>Details</Trans>
            </LinkButton>
          );
        return (
          <div className="flex flex-wrap gap-2">
            <LinkButton
              size="sm"
              variant="secondary"
              aria-label={t`Edit ${title}`}
              to={paths.college.editExam.href({ examId: exam.id })}
            >
              <Trans>Edit</Trans>
            </LinkButton>
            <LinkButton
              size="sm"
              variant="secondary"
              aria-label={t`Questions of ${title}`}
              to={paths.college.examQuestions.href({ examId: exam.id })}
            >
              <Trans>Questions</Trans>
            </LinkButton>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t`Reschedule ${title}`}
              onClick={() => setMoving(exam)}
            >
              <Trans>Reschedule</Trans>
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={t`Cancel ${title}`}
              onClick={() => setCancelling(exam)}
            >
              <Trans>Cancel exam</Trans>
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={t`Scheduled Exams`}
        description={t`Your upcoming and running exams. Until an exam starts you can edit it, move it or cancel it.`}
        actions={
          <LinkButton to={paths.college.createExam.href()}>
            <Trans>Create Exam</Trans>
          </LinkButton>
        }
      />
      <ListToolbar
        label={t`Search your exams`}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        searchHint={t`Exam title.`}
        gridClassName="md:grid-cols-2"
      />
      <div aria-live="polite">
        <ListNoticeAlert notice={notice} />
      </div>
      {query.isLoading ? (
        <SkeletonRows label={t`Loading your exams`} />
      ) : query.data === undefined ? (
        <QueryError
          error={query.error}
          fallback={FALLBACK_MESSAGES.examsFetch}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <DataTable
            caption={t`Scheduled exams`}
            columns={columns}
            rows={exams}
            getRowId={(exam) => exam.id}
            isBusy={query.isFetching}
            empty={
              search === ''
                ? t`No exam is scheduled. Create one to get started.`
                : t`No scheduled exam matches this search.`
            }
          />
          <p className="mt-3 text-sm text-slate-700">
            {t`${plural(exams.length, { one: '# scheduled exam', other: '# scheduled exams' })}`}
          </p>
        </>
      )}
      {moving !== null && (
        <RescheduleDialog
          exam={moving}
          onClose={() => setMoving(null)}
          onDone={(text) => {
            setMoving(null);
            setNotice({ tone: 'success', text });
          }}
        />
      )}
      <ConfirmDialog
        isOpen={cancelling !== null}
        title={t`Cancel this exam?`}
        confirmLabel={t`Cancel exam`}
        busyLabel={t`Cancelling...`}
        isBusy={isCancelling}
        error={cancelError}
        onConfirm={() => void cancel()}
        onCancel={() => {
          setCancelling(null);
          setCancelError(null);
        }}
      >
        <p>
          <Trans>
            “{cancelledTitle}” will be called off: no student can take it, and students who were told of it
            are emailed. This cannot be undone; it stays in your exam history as cancelled.
          </Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}
