import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES } from '@vidya/contract';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { StatCards } from '../../../components/ui/stat-cards';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { describeFailure } from '../../../lib/errors';
import { formatNumber } from '../../../lib/format';
import { useGetEnrollmentStatsQuery } from '../api';
import { ExploreCourses } from '../components/explore-courses';
import { MyCourses } from '../components/my-courses';

type CoursesTab = 'explore' | 'mine';

const TABS: { id: CoursesTab; label: MessageDescriptor }[] = [
  { id: 'explore', label: msg`Explore courses` },
  { id: 'mine', label: msg`My courses` },
];

const TAB_PARAM = 'tab';

function EnrollmentSummary() {
  const { t } = useLingui();
  const { data, error, isLoading } = useGetEnrollmentStatsQuery(undefined);
  const average = data?.average_progress ?? 0;
  if (error !== undefined) {
    return <Alert tone="error">{describeFailure(error, FALLBACK_MESSAGES.statsFetch)}</Alert>;
  }
  return (
    <section aria-label={t`Your learning at a glance`}>
      <StatCards
        isLoading={isLoading}
        items={[
          { label: t`Enrolled courses`, value: formatNumber(data?.total ?? 0) },
          {
            label: t`In progress`,
            value: formatNumber(data?.in_progress ?? 0),
            detail: t`Average progress ${average}%`,
          },
          { label: t`Completed`, value: formatNumber(data?.completed ?? 0) },
          { label: t`Certificates earned`, value: formatNumber(data?.certificates ?? 0) },
        ]}
      />
    </section>
  );
}

/** The student's courses: the catalogue to enroll from, and their own enrollments (spec §2). */
export function CoursesPage() {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: CoursesTab = searchParams.get(TAB_PARAM) === 'mine' ? 'mine' : 'explore';

  const tabs: TabItem<CoursesTab>[] = TABS.map(({ id, label }) => ({ id, label: t(label) }));

  const selectTab = (next: CoursesTab) =>
    setSearchParams(next === 'explore' ? {} : { [TAB_PARAM]: next }, { replace: true });

  return (
    <>
      <PageHeader
        title={t`Courses`}
        description={t`Find a course to start, or carry on where you left off.`}
      />
      <EnrollmentSummary />
      <div className="mt-10">
        <Tabs label={t`Courses`} tabs={tabs} selectedId={tab} onSelect={selectTab}>
          {tab === 'explore' ? <ExploreCourses /> : <MyCourses />}
        </Tabs>
      </div>
    </>
  );
}
