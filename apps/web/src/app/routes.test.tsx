import { NOT_FOUND_PAGE } from '@vidya/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../test/fake-server';
import { PROFILE_ROUTES } from '../test/profiles';
import { renderApp, signedInAs } from '../test/render-app';

/** Every public URL of spec §2, written out as the spec writes it, with the page title expected. */
const PUBLIC_URLS: [string, string][] = [
  ['/', 'Home'],
  ['/home', 'Home'],
  ['/Training', 'Training'],
  ['/Student', 'For Students'],
  ['/College', 'For Colleges'],
  ['/AboutUs', 'About Us'],
  ['/ContactUs', 'Contact Us'],
  ['/GetHelp', 'Get Help'],
  ['/StudentLogin', 'Student Login'],
  ['/CollegeLogin', 'College Login'],
  ['/AdminLogin', 'Admin Login'],
  ['/StudentSignUp', 'Student Sign Up'],
  ['/StudentSignup', 'Student Sign Up'],
  ['/CollegeSignUp', 'College Sign Up'],
  ['/verify-otp', 'Verify Your Email'],
  ['/CollegeOTPVerification', 'Verify College Email'],
  ['/ForgotPassword', 'Forgot Password'],
  ['/CollegeForgotPassword', 'College Forgot Password'],
];

const STUDENT_URLS = [
  '',
  '/Courses',
  '/Courses/12-python-basics',
  '/Courses/12/player',
  '/Examination',
  '/Examination/Aptitude%20Test',
  '/Examination/Aptitude%20Test/test',
  '/Examination/Aptitude%20Test/results',
  '/Certificates',
  '/Profile',
  '/PersonalDetails',
  '/StudentSecurity',
  '/StudentPerformance',
].map((child) => `/StudentDashboard${child}`);

const COLLEGE_URLS = [
  '',
  '/CollegeStudents',
  '/CollegeProfile',
  '/CollegeDetails',
  '/CollegeSecurity',
  '/CreateExam',
  '/ScheduledExams',
  '/CollegePerformance',
  '/ExamHistory',
  '/ExamDetails/7',
  '/YourPlan',
  '/AllStudent',
].map((child) => `/CollegeDashboard${child}`);

const ADMIN_URLS = [
  '',
  '/StudentSection',
  '/StudentManagement',
  '/StudentManagement/AllStudents',
  '/StudentManagement/PlatformStudents',
  '/StudentManagement/CollegeStudents',
  '/StudentManagement/ExamApprovals',
  '/StudentManagement/Payments',
  '/StudentManagement/Details/3',
  '/MarksWithoutCollege',
  '/MarksWithCollege',
  '/CollegeRegisteredStudents',
  '/StudentExamList/Asha',
  '/StudentExamDetail/Asha/Aptitude',
  '/ContactManagement',
  '/CollegeSection',
  '/RegisteredColleges',
  '/PendingColleges',
  '/CollegeAnalytics',
  '/CollegeDetails/3',
  '/UpdateQuestions/4',
  '/ExamQuestions/4',
  '/ManageQuestions',
  '/ManageCollegeQuestions',
  '/QuestionBank',
  '/AddnewQuestions',
  '/AddCollegeQuestions',
  '/ViewCollegeQuestions',
  '/CollegeExamQuestions/4',
  '/UpdateCollegeExamQuestions/4',
  '/Manage_Exams',
  '/College_Exams',
  '/EditCollegeExam/4',
  '/AddnewExams',
  '/AddnewExamsCollege',
  '/ExamManagement',
  '/ExamManagement/college',
  '/ExamManagement/college/2',
  '/ExamManagement/platform',
  '/UpdateCourseDetails/4',
  '/AdminCourses',
  '/AddCourse',
  '/CourseList',
  '/EditCourse/0',
].map((child) => `/AdminDashboard${child}`);

async function expectRealPage() {
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading).not.toHaveTextContent(NOT_FOUND_PAGE.title);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('main')).toBeInTheDocument();
}

describe('every route of the spec is registered', () => {
  it.each(PUBLIC_URLS)('%s shows its page titled "%s | Vidya"', async (url, title) => {
    renderApp({ path: url });
    await expectRealPage();
    await waitFor(() => expect(document.title).toBe(`${title} | Vidya`));
  });

  it.each([
    ...STUDENT_URLS.map((url) => [url, 'student'] as const),
    ...COLLEGE_URLS.map((url) => [url, 'college'] as const),
    ...ADMIN_URLS.map((url) => [url, 'admin'] as const),
  ])('%s opens for a signed-in %s', async (url, role) => {
    stubApi(PROFILE_ROUTES);
    const { router } = renderApp({ path: url, session: signedInAs(role) });
    await expectRealPage();
    expect(router.state.location.pathname).toBe(url);
    // The timed test is shown alone (the 'focus' layout, see focus-layout.test.tsx); every other
    // page is in the dashboard frame.
    const isTimedTest = /^\/StudentDashboard\/Examination\/[^/]+\/test$/.test(url);
    expect(screen.queryByRole('button', { name: 'Sign out' }) !== null).toBe(!isTimedTest);
  });
});

describe('a path that does not exist', () => {
  it('shows the 404 page with a way home', async () => {
    const { user, router } = renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByText("Look like you're lost")).toBeInTheDocument();
    expect(screen.getByText('the page you are looking for not available!')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('404 Not Found | Vidya'));
    await user.click(screen.getByRole('link', { name: 'Go to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('is not confused with a dashboard child', async () => {
    stubApi(PROFILE_ROUTES);
    renderApp({ path: '/StudentDashboard/NoSuchPage', session: signedInAs('student') });
    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
  });
});

describe('the brand', () => {
  it('comes from the configured meta tag', async () => {
    const meta = document.createElement('meta');
    meta.name = 'vidya-brand';
    meta.content = 'Shiksha Kendra';
    document.head.append(meta);
    try {
      renderApp({ path: '/AboutUs' });
      await screen.findByRole('heading', { level: 1, name: 'About Us' });
      await waitFor(() => expect(document.title).toBe('About Us | Shiksha Kendra'));
    } finally {
      meta.remove();
    }
  });

  it('ignores a placeholder the server never replaced', async () => {
    const meta = document.createElement('meta');
    meta.name = 'vidya-brand';
    meta.content = '%VIDYA_BRAND%';
    document.head.append(meta);
    try {
      renderApp({ path: '/GetHelp' });
      await screen.findByRole('heading', { level: 1, name: 'Get Help' });
      await waitFor(() => expect(document.title).toBe('Get Help | Vidya'));
    } finally {
      meta.remove();
    }
  });
});
