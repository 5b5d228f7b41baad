import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { Tabs, type TabItem } from '../../../../components/ui/tabs';
import { ExamListSkeleton } from '../../../../components/ui/skeleton';
import { formatDate } from '../../../../lib/format';
import { useGetExamsQuery, type ExamListKind } from '../api';
import { ExamList } from '../components/exam-list';
import { JoinByCodeForm } from '../components/join-by-code-form';
import { MyResults } from '../../results/components/my-results';
import { useExamCompletion } from '../use-exam-completion';

const TAB_LABELS: Record<ExamListKind, MessageDescriptor> = {
  college: msg`College exams`,
  platform: msg`Platform exams`,
};
const TAB_IDS: ExamListKind[] = ['college', 'platform'];

const TAB_PARAM = 'tab';

const isExamListKind = (value: string | null): value is ExamListKind =>
  value === 'college' || value === 'platform';

/**
 * The tab a student lands on when the URL names none (issue #17): College exams when they have one (an
 * exam of the college that approved them, or one they joined with its code), Platform exams otherwise,
 * so a student without an approved college opens on the platform's exams. Undefined while the first
 * page of college exams (the same read the college tab shows) loads; decided once per visit, so a
 * later refetch never moves the tab.
 */
function useDefaultTab(isNamedInUrl: boolean): ExamListKind | undefined {
  const [decided, setDecided] = useState<ExamListKind>();
  const collegeExams = useGetExamsQuery(
    { kind: 'college', page: 1 },
    { skip: isNamedInUrl || decided !== undefined },
  );
  if (decided !== undefined || isNamedInUrl || collegeExams.isLoading) return decided;
  // A failed read opens the college tab, where the list says what went wrong and offers a retry.
  const found =
    collegeExams.error !== undefined || (collegeExams.data?.count ?? 0) > 0 ? 'college' : 'platform';
  setDecided(found);
  return found;
}

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
  const tabInUrl = searchParams.get(TAB_PARAM);
  const isTabInUrl = isExamListKind(tabInUrl);
  const defaultTab = useDefaultTab(isTabInUrl);
  const tab = isTabInUrl ? tabInUrl : defaultTab;

  const selectTab = (next: ExamListKind) => setSearchParams({ [TAB_PARAM]: next }, { replace: true });

  const tabs: TabItem<ExamListKind>[] = TAB_IDS.map((id) => ({ id, label: t(TAB_LABELS[id]) }));

  return (
    <>
      <PageHeader
        title={t`Examination`}
        description={t`Your college’s exams, exams you joined with a code, and exams open to everyone on the platform.`}
      />
      <CompletionSummary />
      {tab === undefined ? (
        <ExamListSkeleton />
      ) : (
        <Tabs label={t`Exams`} tabs={tabs} selectedId={tab} onSelect={selectTab}>
          <h2 className="sr-only">{t(TAB_LABELS[tab])}</h2>
          <ExamList key={tab} kind={tab} />
        </Tabs>
      )}
      <div className="mt-10 grid gap-10">
        <JoinByCodeForm />
        <MyResults />
      </div>
    </>
  );
}
