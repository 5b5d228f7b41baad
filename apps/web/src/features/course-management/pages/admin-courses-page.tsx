import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES } from '@vidya/contract';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { CourseListSkeleton } from '../../../components/ui/skeleton';
import { ShortcutLinks } from '../../../components/ui/shortcut-links';
import { ManagementAddLink } from '../../../components/management-add-link';
import { StatCards } from '../../../components/ui/stat-cards';
import { formatDate } from '../../../lib/format';
import { getEditCourseHref } from '../admin-course-paths';
import { useGetAdminCoursesQuery } from '../api';
import { CourseStatusBadge } from '../course-status';
import { translateFixedText } from '../../../lib/i18n/fixed-texts';

const ALL = { page: 1, search: '', category: '', ordering: '' } as const;
const RECENT_SHOWN = 5;

const SHORTCUTS: { label: MessageDescriptor; description: MessageDescriptor; to: string }[] = [
  {
    label: msg`Course List`,
    description: msg`Search, publish, feature, delete and export.`,
    to: paths.admin.courseList.href(),
  },
  {
    label: msg`Add Course`,
    description: msg`Create a course, then add its lessons.`,
    to: paths.admin.addCourse.href(),
  },
];

/** `/AdminDashboard/AdminCourses`: how many courses there are, the newest, and where to manage them. */
export function AdminCoursesPage() {
  const { t } = useLingui();
  const all = useGetAdminCoursesQuery({ ...ALL, isActive: '' });
  const published = useGetAdminCoursesQuery({ ...ALL, isActive: 'true' });
  const drafts = useGetAdminCoursesQuery({ ...ALL, isActive: 'false' });
  const isLoading = all.isLoading || published.isLoading || drafts.isLoading;
  const featured = all.data?.results.filter((course) => course.is_featured).length;

  return (
    <>
      <PageHeader
        title={t`Courses`}
        description={t`The course catalogue at a glance.`}
        actions={
          <ManagementAddLink to={paths.admin.addCourse.href()}>
            <Trans>Add course</Trans>
          </ManagementAddLink>
        }
      />
      <section aria-label={t`Courses at a glance`}>
        <StatCards
          isLoading={isLoading}
          items={[
            { label: t`All courses`, value: all.data?.count ?? '—' },
            { label: t`Published`, value: published.data?.count ?? '—' },
            { label: t`Drafts`, value: drafts.data?.count ?? '—' },
            {
              label: t`Featured`,
              value: featured ?? '—',
              detail: all.data !== undefined && all.data.total_pages > 1 ? t`among the newest 25` : undefined,
            },
          ]}
        />
      </section>
      <section aria-labelledby="recent-heading" className="mt-10 space-y-4">
        <h2 id="recent-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Newest courses</Trans>
        </h2>
        {all.isLoading ? (
          <CourseListSkeleton count={3} />
        ) : all.data === undefined ? (
          <QueryError
            error={all.error}
            fallback={FALLBACK_MESSAGES.coursesFetch}
            onRetry={() => void all.refetch()}
          />
        ) : all.data.results.length === 0 ? (
          <p className="text-slate-700">
            <Trans>No courses yet.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {all.data.results.slice(0, RECENT_SHOWN).map((course) => {
              const category = translateFixedText(course.category);
              const added = formatDate(course.created_at);
              return (
                <li key={course.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div>
                    <Link
                      to={getEditCourseHref(course.id)}
                      className="font-semibold text-indigo-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                    >
                      {course.title}
                    </Link>
                    <p className="text-sm text-slate-600">
                      <Trans>
                        {category} · added {added}
                      </Trans>
                    </p>
                  </div>
                  <CourseStatusBadge isActive={course.is_active} />
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <ShortcutLinks
        title={t`Manage courses`}
        shortcuts={SHORTCUTS.map((shortcut) => ({
          label: t(shortcut.label),
          description: t(shortcut.description),
          to: shortcut.to,
        }))}
      />
    </>
  );
}
