import type { CourseDetail, CourseSummary } from '@vidya/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, makeAccessToken, stubApi } from '../../test/fake-server';
import { DEMO_USERS, renderApp, signedInAs } from '../../test/render-app';

const SUMMARY: CourseSummary = {
  id: 5,
  slug: 'python-for-data-science',
  title: 'Python for Data Science',
  description: 'Learn pandas, plots and models from real data sets.',
  category: 'Data Science',
  image: null,
  price: 1499,
  original_price: 10990,
  discount_percent: 86,
  is_free: false,
  is_active: true,
  is_featured: true,
  instructor: 'Dr. Vikram Iyer teaches data science in Pune.\nHe worked as an analyst in banking.',
  lessons: 2,
  rating: 4.5,
  reviews_count: 1,
  is_enrolled: false,
  created_at: '2026-11-01T10:00:00.000Z',
};

const COURSE: CourseDetail = {
  ...SUMMARY,
  watch_threshold_percent: 90,
  lesson_list: [
    {
      id: 51,
      course: 5,
      title: 'Getting started with pandas',
      description: '',
      order: 1,
      video_url: null,
      duration_seconds: 754,
    },
    {
      id: 52,
      course: 5,
      title: 'Plotting your first chart',
      description: '',
      order: 2,
      video_url: null,
      duration_seconds: 4_000,
    },
  ],
  total_duration_seconds: 4_754,
  reviews: [
    {
      id: 9,
      student_name: 'Kabir Singh',
      rating: 4,
      comment: 'Clear and practical.',
      created_at: '2026-11-10T10:00:00.000Z',
    },
  ],
  my_review: null,
};

const PAGE = '/Catalogue/5-python-for-data-science';
const STUDENT_PAGE = '/StudentDashboard/Courses/5-python-for-data-science';

const courseRoutes = (course: CourseDetail = COURSE) => ({ 'GET /api/courses/5/': () => ({ body: course }) });

describe('the public catalogue', () => {
  it('lists the published courses with their prices, each leading to its public page', async () => {
    stubApi({
      'GET /api/courses/': () => ({
        body: {
          count: 1,
          page_size: 12,
          current_page: 1,
          total_pages: 1,
          next: null,
          previous: null,
          results: [SUMMARY],
        },
      }),
    });
    const { user, router } = renderApp({ path: '/Catalogue' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Course catalogue' })).toBeInTheDocument();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('₹1,499')).toBeInTheDocument();
    expect(within(card).getByText('₹10,990').closest('s')).not.toBeNull();
    await user.click(within(card).getByRole('link', { name: 'Python for Data Science' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGE));
  });
});

describe('a public course page', () => {
  it('shows a visitor the course, its price, lesson titles and reviews, titled after the course', async () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'description', content: 'Vidya' });
    document.head.append(meta);
    stubApi(courseRoutes());
    const { unmount } = renderApp({ path: PAGE });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Python for Data Science' }),
    ).toBeInTheDocument();
    const enrollment = screen.getByRole('complementary', { name: 'Enrollment' });
    expect(within(enrollment).getByText('₹1,499')).toBeInTheDocument();
    expect(within(enrollment).getByText('86% off')).toBeInTheDocument();
    const lessons = screen.getByRole('region', { name: 'Lessons' });
    expect(
      within(lessons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Getting started with pandasLength: 13 min', '2Plotting your first chartLength: 1 h 7 min']);
    expect(within(enrollment).getByText('Total length', { exact: false })).toHaveTextContent(
      'Total length 1 h 19 min',
    );
    const instructor = screen.getByRole('region', { name: 'Instructor' });
    expect(instructor).toHaveTextContent('Dr. Vikram Iyer teaches data science in Pune.');
    expect(instructor).toHaveTextContent('He worked as an analyst in banking.');
    expect(within(lessons).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Clear and practical.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Python for Data Science | Vidya'));
    expect(meta).toHaveAttribute('content', COURSE.description);
    // Leaving the page puts back the site's own description.
    unmount();
    expect(meta).toHaveAttribute('content', 'Vidya');
    meta.remove();
  });

  it('shows no instructor and no lengths when the admin gave none', async () => {
    stubApi(
      courseRoutes({
        ...COURSE,
        instructor: null,
        total_duration_seconds: null,
        lesson_list: COURSE.lesson_list.map((lesson) => ({ ...lesson, duration_seconds: null })),
      }),
    );
    renderApp({ path: PAGE });
    const lessons = await screen.findByRole('region', { name: 'Lessons' });
    expect(within(lessons).getAllByRole('listitem')[0]).toHaveTextContent(/^1Getting started with pandas$/);
    expect(screen.queryByRole('region', { name: 'Instructor' })).not.toBeInTheDocument();
    expect(screen.queryByText('Total length', { exact: false })).not.toBeInTheDocument();
  });

  it('puts back the site’s description, not the course’s, when a page the server previewed goes', async () => {
    const meta = Object.assign(document.createElement('meta'), {
      name: 'description',
      content: 'Another course’s description, filled in by the server.',
    });
    meta.dataset.siteContent = 'Vidya: courses, exams and certificates.';
    document.head.append(meta);
    stubApi(courseRoutes());
    const { unmount } = renderApp({ path: PAGE });
    await screen.findByRole('heading', { level: 1, name: 'Python for Data Science' });
    await waitFor(() => expect(meta).toHaveAttribute('content', COURSE.description));
    unmount();
    expect(meta).toHaveAttribute('content', 'Vidya: courses, exams and certificates.');
    meta.remove();
  });

  it('sends a visitor who enrolls to sign in, remembering the course in the student area', async () => {
    stubApi(courseRoutes());
    const { user, router } = renderApp({ path: PAGE });
    await user.click(await screen.findByRole('link', { name: 'Enroll' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/StudentLogin'));
    expect(router.state.location.state).toEqual({ from: STUDENT_PAGE });
    // Choosing to sign up instead carries the course on.
    await user.click(await screen.findByRole('link', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/StudentSignUp'));
    expect(router.state.location.state).toEqual({ from: STUDENT_PAGE });
  });

  it('brings a visitor who signs up back to the course once their email is verified', async () => {
    const access = makeAccessToken({ sub: String(DEMO_USERS.student.id), role: 'student' });
    stubApi({
      'GET /api/colleges/search/': () => ({ body: [] }),
      'POST /api/students/register/': () => ({
        status: 201,
        body: { detail: 'Account created. We sent a 6-digit code.', email: 'priya.nair@example.com' },
      }),
      'POST /api/students/verify-otp/': () => ({
        body: { detail: 'Email verified.', access, user: DEMO_USERS.student },
      }),
    });
    const { user, router } = renderApp({ path: '/StudentLogin' });
    await router.navigate('/StudentSignUp', { state: { from: STUDENT_PAGE } });
    await user.type(await screen.findByLabelText('Full name'), 'Priya Nair');
    await user.type(screen.getByLabelText('Email'), 'priya.nair@example.com');
    await user.type(screen.getByLabelText('Password'), 'Strong@123');
    await user.type(screen.getByLabelText('Confirm password'), 'Strong@123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(STUDENT_PAGE));
  });

  it('takes a signed-in student straight to the course in their area', async () => {
    stubApi(courseRoutes({ ...COURSE, is_enrolled: true }));
    renderApp({ path: PAGE, session: signedInAs('student') });
    expect(await screen.findByRole('link', { name: 'Continue learning' })).toHaveAttribute(
      'href',
      STUDENT_PAGE,
    );
  });

  it('settles on the course’s own address when the slug is old', async () => {
    stubApi(courseRoutes());
    const { router } = renderApp({ path: '/Catalogue/5-old-name' });
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGE));
  });

  it('says so when the course is not published or does not exist', async () => {
    stubApi({ 'GET /api/courses/5/': () => errorReply(404, 'Course not found.', { code: 'not_found' }) });
    renderApp({ path: PAGE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByText('Course not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the courses' })).toHaveAttribute('href', '/Catalogue');
  });
});
