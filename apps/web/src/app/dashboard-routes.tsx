import type { Role } from '@vidya/contract';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ADMIN_AREA, COLLEGE_AREA, STUDENT_AREA, type DashboardArea } from './dashboard-pages';
import { RequireRole } from './guards';
import { handle, lazyComponent, lazyPage } from './lazy-route';

const DASHBOARD_LAYOUTS: Record<Role, () => Promise<{ Component: ComponentType }>> = {
  student: lazyComponent(
    () => import('./layouts/dashboard-layouts'),
    (module) => module.StudentDashboardLayout,
  ),
  college: lazyComponent(
    () => import('./layouts/dashboard-layouts'),
    (module) => module.CollegeDashboardLayout,
  ),
  admin: lazyComponent(
    () => import('./layouts/dashboard-layouts'),
    (module) => module.AdminDashboardLayout,
  ),
};

const DASHBOARD_HOMES: Record<Role, () => Promise<{ Component: ComponentType }>> = {
  student: lazyComponent(
    () => import('./pages/student-dashboard-home'),
    (module) => module.StudentDashboardHome,
  ),
  college: lazyComponent(
    () => import('../features/colleges/pages/college-home-page'),
    (module) => module.CollegeHomePage,
  ),
  admin: lazyComponent(
    () => import('../features/dashboard/pages/admin-home-page'),
    (module) => module.AdminHomePage,
  ),
};

const AREAS: Record<Role, DashboardArea> = {
  student: STUDENT_AREA,
  college: COLLEGE_AREA,
  admin: ADMIN_AREA,
};

/** A dashboard's routes: its guard, its frame, its home and its pages (see `patchRoutesOnNavigation`). */
export function dashboardRoute(role: Role): RouteObject {
  const area = AREAS[role];
  return {
    id: `dashboard-${role}`,
    path: area.home.path,
    element: <RequireRole allowed={role} />,
    children: [
      {
        lazy: DASHBOARD_LAYOUTS[role],
        children: [
          { index: true, lazy: DASHBOARD_HOMES[role], handle: handle({ title: area.homeTitle }) },
          ...area.pages.map((page) => ({
            path: page.path.path,
            lazy: lazyPage(page.load),
            handle: handle({ title: page.title, layout: page.layout }),
          })),
        ],
      },
    ],
  };
}
