import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ExportFormat, MarkRow, MarksScope } from '@vidya/contract';
import { useState } from 'react';
import type { DataColumn } from '../../../../components/data-table/data-table';
import { ExportButton } from '../../../../components/data-table/export-button';
import { ListNoticeAlert, type ListNotice } from '../../../../components/data-table/list-notice';
import { ListToolbar } from '../../../../components/data-table/list-toolbar';
import { PagedList } from '../../../../components/data-table/paged-list';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { PageHeader } from '../../../../components/ui/page-header';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { TextLink } from '../../../../components/ui/text-link';
import { useGetCollegeChoicesQuery } from '../../../../lib/api/college-directory';
import { describeFailure } from '../../../../lib/errors';
import { formatDateTime } from '../../../../lib/format';
import { paths } from '../../../../lib/paths';
import {
  useExportMarksMutation,
  useGetExamChoicesQuery,
  useGetMarksQuery,
  type MarksFilters,
} from '../../authoring/api';
import { AttemptOutcome, formatPercentage, formatScore } from '../components/attempts-table';
import { getStudentRef } from '../../authoring/exam-paths';

/** A record id from the URL, or null when the value is none. */
const readId = (value: string): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** A `YYYY-MM-DD` day from the URL (what a date field gives), or '' when the value is none. */
const readDay = (value: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

const reviewHref = (mark: MarkRow) =>
  `${paths.admin.studentExamDetail.href({
    studentName: getStudentRef(mark.student, mark.student_name),
    examName: getStudentRef(mark.exam, mark.exam_title),
  })}?attempt=${mark.attempt}`;

/**
 * `MarksWithCollege` and `MarksWithoutCollege`: the finished exam attempts of students linked to
 * a college, or of platform students, 25 a page, newest submission first (docs/exams.md). The
 * search, exam, college and days live in the URL; the export takes the same filters.
 */
function MarksPage({ scope }: { scope: MarksScope }) {
  const { t } = useLingui();
  const withCollege = scope === 'with_college';
  const list = useListParams({ exam: '', college: '', from: '', to: '' });
  const filters: MarksFilters = {
    scope,
    search: list.search,
    examId: readId(list.filter('exam')),
    collegeId: withCollege ? readId(list.filter('college')) : null,
    submittedFrom: readDay(list.filter('from')),
    submittedTo: readDay(list.filter('to')),
  };
  const isBackwards =
    filters.submittedFrom !== '' && filters.submittedTo !== '' && filters.submittedFrom > filters.submittedTo;
  const query = useGetMarksQuery({ ...filters, page: list.page }, { skip: isBackwards });
  const exams = useGetExamChoicesQuery(undefined);
  const colleges = useGetCollegeChoicesQuery(undefined, { skip: !withCollege });
  const [exportMarks] = useExportMarksMutation();
  const [notice, setNotice] = useState<ListNotice | null>(null);

  const exportList = async (format: ExportFormat) => {
    setNotice(null);
    const result = await exportMarks({ ...filters, format });
    if (result.error !== undefined)
      setNotice({
        tone: 'error',
        text: describeFailure(result.error, t`The marks could not be exported. Please try again.`),
      });
  };

  const columns: DataColumn<MarkRow>[] = [
    {
      id: 'student',
      header: t`Student`,
      cell: (mark) => (
        <div className="min-w-40">
          <TextLink
            to={paths.admin.studentExamList.href({
              studentName: getStudentRef(mark.student, mark.student_name),
            })}
          >
            {mark.student_name}
          </TextLink>
        </div>
      ),
    },
    {
      id: 'email',
      header: t`Email`,
      cell: (mark) => <span className="break-all">{mark.student_email}</span>,
    },
    ...(withCollege
      ? [{ id: 'college', header: t`College`, cell: (mark: MarkRow) => mark.college_name ?? '—' }]
      : []),
    { id: 'exam', header: t`Exam`, cell: (mark) => mark.exam_title },
    { id: 'number', header: t`Attempt`, cell: (mark) => `#${mark.attempt_number}` },
    { id: 'score', header: t`Score`, cell: formatScore },
    { id: 'percentage', header: t`Percentage`, cell: formatPercentage },
    { id: 'passed', header: t`Outcome`, cell: (mark) => <AttemptOutcome attempt={mark} /> },
    {
      id: 'submitted',
      header: t`Submitted`,
      cell: (mark) => (
        <span className="whitespace-nowrap">
          {mark.submitted_at === null ? '—' : formatDateTime(mark.submitted_at)}
        </span>
      ),
    },
    {
      id: 'review',
      header: (
        <span className="sr-only">
          <Trans>Review</Trans>
        </span>
      ),
      cell: (mark) => {
        const number = mark.attempt_number;
        const student = mark.student_name;
        const exam = mark.exam_title;
        return (
          <TextLink to={reviewHref(mark)} aria-label={t`Review attempt ${number} of ${student} at ${exam}`}>
            <Trans>Review</Trans>
          </TextLink>
        );
      },
    },
  ];

  const examChoices = exams.data?.results ?? [];
  const chosenExam = filters.examId;
  const collegeChoices = colleges.data ?? [];
  const chosenCollege = filters.collegeId;

  return (
    <>
      <PageHeader
        title={withCollege ? t`Marks With College` : t`Marks Without College`}
        description={
          withCollege
            ? t`Marks of every finished exam attempt by students linked to a college. Open an attempt to see each answer.`
            : t`Marks of every finished exam attempt by platform students, who study without a college. Open an attempt to see each answer.`
        }
        actions={<ExportButton onExport={exportList} />}
      />
      <ListToolbar
        label={t`Filter marks`}
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
        searchHint={t`Student name or email.`}
        gridClassName={
          withCollege
            ? 'md:grid-cols-3 xl:grid-cols-[2fr_1.5fr_1.5fr_1fr_1fr]'
            : 'md:grid-cols-[2fr_2fr_1fr_1fr]'
        }
      >
        <SelectField
          label={t`Exam`}
          value={chosenExam === null ? '' : String(chosenExam)}
          onChange={(event) => list.setFilter('exam', event.target.value)}
        >
          <option value="">{t`All exams`}</option>
          {chosenExam !== null && !examChoices.some((exam) => exam.id === chosenExam) && (
            <option value={chosenExam}>{t`Exam ${chosenExam}`}</option>
          )}
          {examChoices.map((exam) => (
            <option key={exam.id} value={exam.id}>
              {exam.title}
            </option>
          ))}
        </SelectField>
        {withCollege && (
          <SelectField
            label={t`College`}
            value={chosenCollege === null ? '' : String(chosenCollege)}
            onChange={(event) => list.setFilter('college', event.target.value)}
          >
            <option value="">{t`All colleges`}</option>
            {chosenCollege !== null && !collegeChoices.some((college) => college.id === chosenCollege) && (
              <option value={chosenCollege}>{t`College ${chosenCollege}`}</option>
            )}
            {collegeChoices.map((college) => (
              <option key={college.id} value={college.id}>
                {college.college_name}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={t`Submitted from`}
          type="date"
          hint={t`Whole days, UTC.`}
          value={filters.submittedFrom}
          max={filters.submittedTo || undefined}
          onChange={(event) => list.setFilter('from', event.target.value)}
        />
        <TextField
          label={t`Submitted to`}
          type="date"
          value={filters.submittedTo}
          min={filters.submittedFrom || undefined}
          error={isBackwards ? t`Choose a day on or after the “Submitted from” day.` : undefined}
          onChange={(event) => list.setFilter('to', event.target.value)}
        />
      </ListToolbar>
      <ListNoticeAlert notice={notice} />
      {isBackwards ? (
        <p className="text-slate-700">
          <Trans>No marks can be listed for these days: the end day is before the start day.</Trans>
        </p>
      ) : (
        <PagedList
          query={query}
          title={t`Marks`}
          loadingLabel={t`Loading marks`}
          failureFallback={t`The marks could not be loaded.`}
          columns={columns}
          getRowId={(mark) => mark.attempt}
          empty={
            list.isFiltered
              ? t`No marks match these filters.`
              : t`No student in this list has finished an exam yet.`
          }
          countLabel={(count) =>
            t`${plural(count, { one: '# finished attempt in all', other: '# finished attempts in all' })}`
          }
          pagesLabel={t`Marks pages`}
          onPageChange={list.setPage}
        />
      )}
    </>
  );
}

/** `/AdminDashboard/MarksWithCollege`. */
export function MarksWithCollegePage() {
  return <MarksPage scope="with_college" />;
}

/** `/AdminDashboard/MarksWithoutCollege`. */
export function MarksWithoutCollegePage() {
  return <MarksPage scope="without_college" />;
}
