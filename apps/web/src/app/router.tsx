import { msg } from '@lingui/core/macro';
import { NOT_FOUND_PAGE, type Role } from '@vidya/contract';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LayoutSkeleton } from '../components/ui/layout-skeleton';
import { ADMIN_AREA, COLLEGE_AREA, STUDENT_AREA, type DashboardArea } from './dashboard-pages';
import { RedirectSignedInFromHome, RequireRole } from './guards';
import { RouteErrorPage } from './pages/route-error-page';
import { whenCataloguesLoaded } from '../lib/i18n/i18n';
import { paths } from '../lib/paths';
import type { RouteHandle } from './route-handle';

/**
 * Loads a route's component on first visit, so each page is its own chunk. The first page's
 * layouts and the landing page show as soon as their own catalogues are in; every other page also
 * waits for the rest of the active language's catalogues (lib/i18n/i18n.ts), so it never shows a
 * text in the wrong language.
 */
const firstPageComponent =
  <Module,>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

const lazyComponent =
  <Module,>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) =>
  async () => {
    const [module] = await Promise.all([load(), whenCataloguesLoaded()]);
    return { Component: pick(module) };
  };

const lazyPage = (load: () => Promise<ComponentType>) => lazyComponent(load, (Component) => Component);

const loadLandingPage = firstPageComponent(
  () => import('../features/home/pages/landing-page'),
  (module) => module.LandingPage,
);

const loadVerifyCertificatePage = lazyComponent(
  () => import('../features/certificates/pages/verify-certificate-page'),
  (module) => module.VerifyCertificatePage,
);

const handle = (value: RouteHandle) => value;

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

function dashboardRoute(area: DashboardArea): RouteObject {
  return {
    path: area.home.path,
    element: <RequireRole allowed={area.role} />,
    children: [
      {
        lazy: DASHBOARD_LAYOUTS[area.role],
        children: [
          { index: true, lazy: DASHBOARD_HOMES[area.role], handle: handle({ title: area.homeTitle }) },
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

/** A footer service link: a student lands on the page, anyone else is guarded like a dashboard. */
function studentShortcutRoute(path: string, to: string): RouteObject {
  return {
    path,
    element: <RequireRole allowed="student" />,
    children: [{ index: true, element: <Navigate to={to} replace /> }],
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    lazy: firstPageComponent(
      () => import('./layouts/root-layout'),
      (module) => module.RootLayout,
    ),
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LayoutSkeleton />,
    children: [
      {
        lazy: firstPageComponent(
          () => import('./layouts/public-layout'),
          (module) => module.PublicLayout,
        ),
        children: [
          {
            path: paths.home.path,
            element: <RedirectSignedInFromHome />,
            children: [{ index: true, lazy: loadLandingPage, handle: handle({ title: msg`Home` }) }],
          },
          { path: paths.homeAlias.path, lazy: loadLandingPage, handle: handle({ title: msg`Home` }) },
          {
            path: paths.aboutUs.path,
            lazy: lazyComponent(
              () => import('../features/home/pages/about-page'),
              (module) => module.AboutPage,
            ),
            handle: handle({ title: msg`About Us` }),
          },
          {
            path: paths.contactUs.path,
            lazy: lazyComponent(
              () => import('../features/contact/pages/contact-page'),
              (module) => module.ContactPage,
            ),
            handle: handle({ title: msg`Contact Us` }),
          },
          {
            path: paths.training.path,
            lazy: lazyComponent(
              () => import('../features/home/pages/training-page'),
              (module) => module.TrainingPage,
            ),
            handle: handle({ title: msg`Training` }),
          },
          {
            path: paths.studentInfo.path,
            lazy: lazyComponent(
              () => import('../features/home/pages/student-info-page'),
              (module) => module.StudentInfoPage,
            ),
            handle: handle({ title: msg`For Students` }),
          },
          {
            path: paths.collegeInfo.path,
            lazy: lazyComponent(
              () => import('../features/home/pages/college-info-page'),
              (module) => module.CollegeInfoPage,
            ),
            handle: handle({ title: msg`For Colleges` }),
          },
          {
            path: paths.getHelp.path,
            lazy: lazyComponent(
              () => import('../features/home/pages/get-help-page'),
              (module) => module.GetHelpPage,
            ),
            handle: handle({ title: msg`Get Help` }),
          },
          {
            path: paths.courseSearch.path,
            lazy: lazyComponent(
              () => import('../features/home/pages/course-search-page'),
              (module) => module.CourseSearchPage,
            ),
            handle: handle({ title: msg`Search Courses` }),
          },
          {
            path: paths.catalogue.path,
            lazy: lazyComponent(
              () => import('../features/home/pages/catalogue-page'),
              (module) => module.CataloguePage,
            ),
            handle: handle({ title: msg`Course catalogue` }),
          },
          {
            path: paths.catalogueCourse.path,
            lazy: lazyComponent(
              () => import('../features/home/pages/public-course-page'),
              (module) => module.PublicCoursePage,
            ),
            handle: handle({ title: msg`Course` }),
          },
          // The spec's second spelling. Matched exactly, ahead of the case-insensitive canonical route.
          {
            path: paths.studentSignUpAlias.path,
            caseSensitive: true,
            element: <Navigate to={paths.studentSignUp.href()} replace />,
          },
          {
            lazy: lazyComponent(
              () => import('./guest-only'),
              (module) => module.GuestOnly,
            ),
            children: [
              {
                path: paths.studentLogin.path,
                lazy: lazyComponent(
                  () => import('../features/auth/pages/student-login-page'),
                  (module) => module.StudentLoginPage,
                ),
                handle: handle({ title: msg`Student Login` }),
              },
              {
                path: paths.collegeLogin.path,
                lazy: lazyComponent(
                  () => import('../features/auth/pages/college-login-page'),
                  (module) => module.CollegeLoginPage,
                ),
                handle: handle({ title: msg`College Login` }),
              },
              {
                path: paths.adminLogin.path,
                lazy: lazyComponent(
                  () => import('../features/auth/pages/admin-login-page'),
                  (module) => module.AdminLoginPage,
                ),
                handle: handle({ title: msg`Admin Login` }),
              },
              {
                path: paths.studentSignUp.path,
                lazy: lazyComponent(
                  () => import('../features/accounts/pages/student-sign-up-page'),
                  (module) => module.StudentSignUpPage,
                ),
                handle: handle({ title: msg`Student Sign Up` }),
              },
              {
                path: paths.collegeSignUp.path,
                lazy: lazyComponent(
                  () => import('../features/accounts/pages/college-sign-up-page'),
                  (module) => module.CollegeSignUpPage,
                ),
                handle: handle({ title: msg`College Sign Up` }),
              },
              {
                path: paths.studentOtp.path,
                lazy: lazyComponent(
                  () => import('../features/accounts/pages/verify-email-page'),
                  (module) => module.StudentVerifyEmailPage,
                ),
                handle: handle({ title: msg`Verify Your Email` }),
              },
              {
                path: paths.collegeOtp.path,
                lazy: lazyComponent(
                  () => import('../features/accounts/pages/verify-email-page'),
                  (module) => module.CollegeVerifyEmailPage,
                ),
                handle: handle({ title: msg`Verify College Email` }),
              },
              {
                path: paths.forgotPassword.path,
                lazy: lazyComponent(
                  () => import('../features/accounts/pages/forgot-password-page'),
                  (module) => module.StudentForgotPasswordPage,
                ),
                handle: handle({ title: msg`Forgot Password` }),
              },
              {
                path: paths.collegeForgotPassword.path,
                lazy: lazyComponent(
                  () => import('../features/accounts/pages/forgot-password-page'),
                  (module) => module.CollegeForgotPasswordPage,
                ),
                handle: handle({ title: msg`College Forgot Password` }),
              },
            ],
          },
          {
            path: paths.verifyCertificateForm.path,
            lazy: loadVerifyCertificatePage,
            handle: handle({ title: msg`Verify Certificate` }),
          },
          {
            path: paths.verifyCertificate.path,
            lazy: loadVerifyCertificatePage,
            handle: handle({ title: msg`Verify Certificate` }),
          },
          {
            path: '*',
            lazy: lazyComponent(
              () => import('./pages/not-found-page'),
              (module) => module.NotFoundPage,
            ),
            handle: handle({ title: NOT_FOUND_PAGE.title }),
          },
        ],
      },
      studentShortcutRoute(paths.courses.path, paths.student.courses.href()),
      studentShortcutRoute(paths.examination.path, paths.student.examination.href()),
      dashboardRoute(STUDENT_AREA),
      dashboardRoute(COLLEGE_AREA),
      dashboardRoute(ADMIN_AREA),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
