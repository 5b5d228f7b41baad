import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type CollegeAcceptedStudent, type ExportFormat } from '@vidya/contract';
import { useState } from 'react';
import type { DataColumn } from '../../../components/data-table/data-table';
import { ExportButton } from '../../../components/data-table/export-button';
import { ListNoticeAlert, type ListNotice } from '../../../components/data-table/list-notice';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { PagedList } from '../../../components/data-table/paged-list';
import { useListParams } from '../../../components/data-table/use-list-params';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { describeFailure } from '../../../lib/errors';
import { formatDate, formatNumber } from '../../../lib/format';
import { useExportAcceptedStudentsMutation, useGetAcceptedStudentsQuery } from '../college-api';
import { CollegeStudentActionDialog } from '../components/college-student-action-dialog';
import { EmailText, formatAverage } from '../components/student-cells';

/** The student's last exam at the college: its title, date and percentage, or a dash before any. */
function LastExam({ student }: { student: CollegeAcceptedStudent }) {
  const exam = student.last_exam;
  if (exam === null) return <span className="text-slate-600">—</span>;
  return (
    <span>
      <span className="block">{exam.title}</span>
      <span className="block whitespace-nowrap text-sm text-slate-700">
        {formatDate(exam.date)} · {formatAverage(exam.percentage)}
      </span>
    </span>
  );
}

/**
 * `/CollegeDashboard/AllStudent`: the students this college approved, by name, 25 a page,
 * searchable (name, email or roll number), with their roll number, their last exam and average at the college's exams; each can be unlinked after
 * a confirmation, and the list (as searched) exported as CSV or Excel.
 */
export function CollegeAcceptedStudentsPage() {
  const { t } = useLingui();
  const list = useListParams();
  const query = useGetAcceptedStudentsQuery({ page: list.page, search: list.search });
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const [unlinking, setUnlinking] = useState<CollegeAcceptedStudent | null>(null);
  const [exportStudents] = useExportAcceptedStudentsMutation();

  const exportList = async (format: ExportFormat) => {
    setNotice(null);
    const result = await exportStudents({ search: list.search, format });
    if (result.error !== undefined)
      setNotice({
        tone: 'error',
        text: describeFailure(result.error, t`The student list could not be exported. Please try again.`),
      });
  };

  const columns: DataColumn<CollegeAcceptedStudent>[] = [
    { id: 'name', header: t`Name`, cell: (student) => student.full_name },
    { id: 'email', header: t`Email`, cell: (student) => <EmailText email={student.email} /> },
    { id: 'roll', header: t`Roll number`, cell: (student) => student.roll_number ?? '—' },
    { id: 'exams', header: t`Exams taken`, cell: (student) => formatNumber(student.exams_taken) },
    { id: 'last', header: t`Last exam`, cell: (student) => <LastExam student={student} /> },
    { id: 'average', header: t`Average`, cell: (student) => formatAverage(student.average_percentage) },
    {
      id: 'approved',
      header: t`Approved`,
      cell: (student) => (
        <span className="whitespace-nowrap">
          {student.approved_at === null ? '—' : formatDate(student.approved_at)}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (student) => {
        const name = student.full_name;
        return (
          <Button
            size="sm"
            variant="danger"
            aria-label={t`Unlink ${name}`}
            onClick={() => setUnlinking(student)}
          >
            {t`Unlink`}
          </Button>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={t`All Students`}
        description={t`The students you approved, with their last exam and average at your college's exams.`}
        actions={<ExportButton onExport={exportList} />}
      />
      <ListToolbar
        label={t`Search your students`}
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
        searchHint={t`Name, email or roll number.`}
        gridClassName="md:grid-cols-2"
      />
      <ListNoticeAlert notice={notice} />
      <PagedList
        query={query}
        title={t`Your students`}
        loadingLabel={t`Loading your students`}
        failureFallback={FALLBACK_MESSAGES.studentsFetch}
        columns={columns}
        getRowId={(student) => student.id}
        empty={
          list.isFiltered ? t`No student matches this search.` : t`You have not approved any student yet.`
        }
        countLabel={(count) => t`${plural(count, { one: '# student in all', other: '# students in all' })}`}
        pagesLabel={t`Student list pages`}
        onPageChange={list.setPage}
      />
      {unlinking !== null && (
        <CollegeStudentActionDialog
          kind="unlink"
          student={unlinking}
          onClose={() => setUnlinking(null)}
          onDone={(text) => {
            setUnlinking(null);
            setNotice({ tone: 'success', text });
          }}
        />
      )}
    </>
  );
}
