import { useLingui } from '@lingui/react/macro';
import { useSelector } from 'react-redux';
import { AdminGlobalSearch } from '../../features/search/components/admin-global-search';
import { useGetCollegeProfileQuery } from '../../features/colleges/api';
import { useGetStudentProfileQuery } from '../../features/students/api';
import { selectSessionUser } from '../../lib/session/session-slice';
import { ADMIN_AREA, COLLEGE_AREA, STUDENT_AREA } from '../dashboard-pages';
import { DashboardShell } from './dashboard-shell';

// The name comes from the login reply when this tab has it, else from the profile (after a reload).

export function StudentDashboardLayout() {
  const user = useSelector(selectSessionUser);
  const { t } = useLingui();
  const { data: profile } = useGetStudentProfileQuery(undefined);
  return (
    <DashboardShell area={STUDENT_AREA} userName={user?.full_name ?? profile?.full_name ?? t`Student`} />
  );
}

export function CollegeDashboardLayout() {
  const user = useSelector(selectSessionUser);
  const { t } = useLingui();
  const { data: profile } = useGetCollegeProfileQuery(undefined);
  return (
    <DashboardShell area={COLLEGE_AREA} userName={profile?.college_name ?? user?.full_name ?? t`College`} />
  );
}

export function AdminDashboardLayout() {
  const { t } = useLingui();
  const user = useSelector(selectSessionUser);
  return (
    <DashboardShell
      area={ADMIN_AREA}
      userName={user?.full_name ?? t`Administrator`}
      toolbar={<AdminGlobalSearch />}
    />
  );
}
