import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { formatDate } from '../../../lib/format';
import type { ExamListKind } from '../api';
import { ExamList } from '../components/exam-list';
import { JoinByCodeForm } from '../components/join-by-code-form';
import { MyResults } from '../components/my-results';
import { useExamCompletion } from '../use-exam-completion';

const TABS: TabItem<ExamListKind>[] = [
  { id: 'college', label: 'College exams' },
  { id: 'platform', label: 'Platform exams' },
];

const TAB_PARAM = 'tab';

function CompletionSummary() {
  const { completedExams, lastCompletedExam } = useExamCompletion();
  if (completedExams.length === 0) return null;
  return (
    <p className="mb-6 text-slate-700">
      You have completed {completedExams.length} {completedExams.length === 1 ? 'exam' : 'exams'}
      {lastCompletedExam !== null &&
        `; the latest on ${formatDate(lastCompletedExam.completedAt)} with a score of ${lastCompletedExam.score}`}
      .
    </p>
  );
}

/** `/StudentDashboard/Examination`: the exams open to the student, joining by code, and their results. */
export function ExaminationPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: ExamListKind = searchParams.get(TAB_PARAM) === 'platform' ? 'platform' : 'college';

  const selectTab = (next: ExamListKind) =>
    setSearchParams(next === 'college' ? {} : { [TAB_PARAM]: next }, { replace: true });

  return (
    <>
      <PageHeader
        title="Examination"
        description="Your college’s exams, exams you joined with a code, and exams open to everyone on the platform."
      />
      <CompletionSummary />
      <Tabs label="Exams" tabs={TABS} selectedId={tab} onSelect={selectTab}>
        <h2 className="sr-only">{tab === 'college' ? 'College exams' : 'Platform exams'}</h2>
        <ExamList key={tab} kind={tab} />
      </Tabs>
      <div className="mt-10 grid gap-10">
        <JoinByCodeForm />
        <MyResults />
      </div>
    </>
  );
}
