import { FALLBACK_MESSAGES } from '@vidya/contract';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { StatCards } from '../../../components/ui/stat-cards';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { describeFailure } from '../../../lib/errors';
import { useGetEnrollmentStatsQuery } from '../api';
import { ExploreCourses } from '../components/explore-courses';
import { MyCourses } from '../components/my-courses';

type CoursesTab = 'explore' | 'mine';

const TABS: TabItem<CoursesTab>[] = [
  { id: 'explore', label: 'Explore courses' },
  { id: 'mine', label: 'My courses' },
];

const TAB_PARAM = 'tab';

function EnrollmentSummary() {
  const { data, error, isLoading } = useGetEnrollmentStatsQuery(undefined);
  if (error !== undefined) {
    return <Alert tone="error">{describeFailure(error, FALLBACK_MESSAGES.statsFetch)}</Alert>;
  }
  return (
    <section aria-label="Your learning at a glance">
      <StatCards
        isLoading={isLoading}
        items={[
          { label: 'Enrolled courses', value: data?.total ?? 0 },
          {
            label: 'In progress',
            value: data?.in_progress ?? 0,
            detail: `Average progress ${data?.average_progress ?? 0}%`,
          },
          { label: 'Completed', value: data?.completed ?? 0 },
          { label: 'Certificates earned', value: data?.certificates ?? 0 },
        ]}
      />
    </section>
  );
}

/** The student's courses: the catalogue to enroll from, and their own enrollments (spec §2). */
export function CoursesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: CoursesTab = searchParams.get(TAB_PARAM) === 'mine' ? 'mine' : 'explore';

  const selectTab = (next: CoursesTab) =>
    setSearchParams(next === 'explore' ? {} : { [TAB_PARAM]: next }, { replace: true });

  return (
    <>
      <PageHeader title="Courses" description="Find a course to start, or carry on where you left off." />
      <EnrollmentSummary />
      <div className="mt-10">
        <Tabs label="Courses" tabs={TABS} selectedId={tab} onSelect={selectTab}>
          {tab === 'explore' ? <ExploreCourses /> : <MyCourses />}
        </Tabs>
      </div>
    </>
  );
}
