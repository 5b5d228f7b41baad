import { msg } from '@lingui/core/macro';
import { NOT_FOUND_PAGE } from '@vidya/contract';
import {
  createBrowserRouter,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { LayoutSkeleton } from '../components/ui/layout-skeleton';
import { RedirectSignedInFromHome, RequireRole } from './guards';
import { RouteErrorPage } from './pages/route-error-page';
import { getDashboardArea, paths } from '../lib/paths';
import { firstPageComponent, handle, lazyComponent } from './lazy-route';

const loadLandingPage = firstPageComponent(
  () => import('../features/home/pages/landing-page'),
  (module) => module.LandingPage,
);

const loadVerifyCertificatePage = lazyComponent(
  () => import('../features/certificates/pages/verify-certificate-page'),
  (module) => module.VerifyCertificatePage,
);

/** A footer service link: a student lands on the page, anyone else is guarded like a dashboard. */
function studentShortcutRoute(path: string, to: string): RouteObject {
  return {
    path,
    element: <RequireRole allowed="student" />,
    children: [{ index: true, element: <Navigate to={to} replace /> }],
  };
}

const ROOT_ROUTE_ID = 'root';

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
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
    ],
  },
];

/**
 * The three dashboards' routes are not in the table above: a visitor on the public site never
 * needs them, and with their sixty-odd pages they weighed some 7 KiB of the first page's
 * JavaScript. The first time a URL under a dashboard is opened, React Router asks here (it does
 * so even when the public site's catch-all matched), and the dashboard's routes are added under
 * the root; the router then matches again. `dashboard-routes.tsx` gives each area an id, so adding
 * one twice is a no-op.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const area = getDashboardArea(path);
  if (area === null) return;
  const { dashboardRoute } = await import('./dashboard-routes');
  patch(ROOT_ROUTE_ID, [dashboardRoute(area)]);
};

export const createAppRouter = () => createBrowserRouter(routes, { patchRoutesOnNavigation });
