import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { formatDate } from '../../../lib/format';
import type { ExamListKind } from '../api';
import { ExamList } from '../components/exam-list';
import { JoinByCodeForm } from '../components/join-by-code-form';
import { MyResults } from '../components/my-results';
import { useExamCompletion } from '../use-exam-completion';

const TAB_LABELS: Record<ExamListKind, MessageDescriptor> = {
  college: msg`College exams`,
  platform: msg`Platform exams`,
};
const TAB_IDS: ExamListKind[] = ['college', 'platform'];

const TAB_PARAM = 'tab';

function CompletionSummary() {
  const { completedExams, lastCompletedExam } = useExamCompletion();
  if (completedExams.length === 0) return null;
  const count = completedExams.length;
  if (lastCompletedExam === null) {
    return (
      <p className="mb-6 text-slate-700">
        <Plural value={count} one="You have completed # exam." other="You have completed # exams." />
      </p>
    );
  }
  const date = formatDate(lastCompletedExam.completedAt);
  const score = lastCompletedExam.score;
  return (
    <p className="mb-6 text-slate-700">
      <Plural
        value={count}
        one={`You have completed # exam; the latest on ${date} with a score of ${score}.`}
        other={`You have completed # exams; the latest on ${date} with a score of ${score}.`}
      />
    </p>
  );
}

/** `/StudentDashboard/Examination`: the exams open to the student, joining by code, and their results. */
export function ExaminationPage() {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: ExamListKind = searchParams.get(TAB_PARAM) === 'platform' ? 'platform' : 'college';

  const selectTab = (next: ExamListKind) =>
    setSearchParams(next === 'college' ? {} : { [TAB_PARAM]: next }, { replace: true });

  const tabs: TabItem<ExamListKind>[] = TAB_IDS.map((id) => ({ id, label: t(TAB_LABELS[id]) }));

  return (
    <>
      <PageHeader
        title={t`Examination`}
        description={t`Your college’s exams, exams you joined with a code, and exams open to everyone on the platform.`}
      />
      <CompletionSummary />
      <Tabs label={t`Exams`} tabs={tabs} selectedId={tab} onSelect={selectTab}>
        <h2 className="sr-only">{t(TAB_LABELS[tab])}</h2>
        <ExamList key={tab} kind={tab} />
      </Tabs>
      <div className="mt-10 grid gap-10">
        <JoinByCodeForm />
        <MyResults />
      </div>
    </>
  );
}
