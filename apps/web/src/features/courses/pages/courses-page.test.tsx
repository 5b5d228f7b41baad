import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCourse, makeEnrollment, makePayment, paginate } from '../../../test/course-fixtures';
import { errorReply, stubApi } from '../../../test/fake-server';
import { PROFILE_ROUTES, STUDENT_PROFILE } from '../../../test/profiles';
import { renderApp, signedInAs } from '../../../test/render-app';

const STATS = { total: 3, in_progress: 2, completed: 1, average_progress: 56, certificates: 1 };

const catalogue = Array.from({ length: 8 }, (_, index) =>
  makeCourse({ id: index + 1, slug: `course-${index + 1}`, title: `Course number ${index + 1}` }),
);

function stubCourses(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    ...PROFILE_ROUTES,
    'GET /api/courses/my-enrollments/stats/': () => ({ body: STATS }),
    'GET /api/courses/available-courses/paginated/': (request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      const results = catalogue.slice((page - 1) * 6, page * 6);
      return { body: paginate(results, { page, count: catalogue.length }) };
    },
    'GET /api/courses/recommended/': () => ({ body: [] }),
    'GET /api/courses/my-enrollments/paginated/': () => ({ body: paginate([makeEnrollment()]) }),
    [`GET /api/students/${STUDENT_PROFILE.id}/payments/`]: () => ({ body: [makePayment()] }),
    ...overrides,
  });
}

const openCourses = (path = '/StudentDashboard/Courses') =>
  renderApp({ path, session: signedInAs('student') });

describe('the course catalogue', () => {
  it('shows the available courses from the API, six a page, and pages through them', async () => {
    const { callsTo } = stubCourses();
    const { user } = openCourses();

    expect(await screen.findByRole('heading', { level: 1, name: 'Courses' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Course number 1' });
    const section = screen
      .getByRole('heading', { level: 2, name: 'Explore Our Courses' })
      .closest('section')!;
    expect(within(section).getAllByRole('article')).toHaveLength(6);
    const firstCard = within(section).getAllByRole('article')[0]!;
    expect(within(firstCard).getByText('₹1,499', { exact: false })).toHaveTextContent('Price ₹1,499');
    expect(within(firstCard).getByText('₹10,990', { exact: false }).tagName).toBe('S');
    expect(within(firstCard).getByText('86% off')).toBeInTheDocument();
    expect(screen.getByText('8 courses found')).toBeInTheDocument();
    expect(new URL(callsTo('GET /api/courses/available-courses/paginated/')[0]!.url).search).toBe(
      '?page=1&page_size=6',
    );

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await within(section).findByRole('link', { name: 'Course number 7' })).toBeInTheDocument();
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('links each card to its course page by id and slug', async () => {
    stubCourses();
    openCourses();
    expect(await screen.findByRole('link', { name: 'Course number 3' })).toHaveAttribute(
      'href',
      '/StudentDashboard/Courses/3-course-3',
    );
  });

  it('asks the API for the typed search and the chosen category', async () => {
    const { callsTo } = stubCourses();
    const { user } = openCourses();
    await screen.findByRole('link', { name: 'Course number 1' });

    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'python');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Data Science');

    await waitFor(() => {
      const urls = callsTo('GET /api/courses/available-courses/paginated/').map(
        (request) => new URL(request.url),
      );
      const last = urls.at(-1)!;
      expect(last.searchParams.get('search')).toBe('python');
      expect(last.searchParams.get('category')).toBe('Data Science');
      expect(last.searchParams.get('page')).toBe('1');
    });
  });

  it("shows the spec's fallback when the catalogue fails without a message", async () => {
    stubCourses({ 'GET /api/courses/available-courses/paginated/': () => ({ status: 500, body: {} }) });
    openCourses();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch courses');
  });

  it('shows the enrollment stats', async () => {
    stubCourses();
    openCourses();
    const stats = await screen.findByRole('region', { name: 'Your learning at a glance' });
    await waitFor(() =>
      expect(within(stats).getByText('Enrolled courses').nextSibling).toHaveTextContent('3'),
    );
    expect(within(stats).getByText('Average progress 56%')).toBeInTheDocument();
  });
});

describe('my courses', () => {
  it('lists the enrollments with their progress, all statuses by default, and the payments', async () => {
    const { callsTo } = stubCourses();
    const { user } = openCourses();
    await user.click(await screen.findByRole('tab', { name: 'My courses' }));

    expect(
      await screen.findByRole('heading', { level: 3, name: 'Python for Data Science' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress in Python for Data Science' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    expect(screen.getByText(/33% complete · 1 of 3 lessons/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('all');
    expect(new URL(callsTo('GET /api/courses/my-enrollments/paginated/')[0]!.url).search).toBe(
      '?page=1&page_size=6&status=all',
    );
    expect(screen.getByRole('link', { name: 'Continue learning: Python for Data Science' })).toHaveAttribute(
      'href',
      '/StudentDashboard/Courses/12/player',
    );

    const payments = await screen.findByRole('table', { name: 'Your course payments' });
    expect(within(payments).getByText('Paid')).toBeInTheDocument();
    expect(within(payments).getByText('₹1,499')).toBeInTheDocument();
  });

  it('filters by status', async () => {
    const { callsTo } = stubCourses();
    const { user } = openCourses('/StudentDashboard/Courses?tab=mine');
    await screen.findByRole('heading', { level: 3, name: 'Python for Data Science' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'completed');
    await waitFor(() =>
      expect(
        new URL(callsTo('GET /api/courses/my-enrollments/paginated/').at(-1)!.url).searchParams.get('status'),
      ).toBe('completed'),
    );
  });

  it('shows an empty list with the message when the enrollments fail', async () => {
    stubCourses({
      'GET /api/courses/my-enrollments/paginated/': () => errorReply(503, 'The database is unreachable.'),
      [`GET /api/students/${STUDENT_PROFILE.id}/payments/`]: () => ({ status: 500, body: {} }),
    });
    openCourses('/StudentDashboard/Courses?tab=mine');
    expect(await screen.findByText('The database is unreachable.')).toBeInTheDocument();
    expect(
      screen.getByText('You have not enrolled in a course yet. Explore the catalogue to find one.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch payments')).toBeInTheDocument();
    expect(screen.getByText('You have not paid for a course yet.')).toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys', async () => {
    stubCourses();
    const { user } = openCourses();
    const explore = await screen.findByRole('tab', { name: 'Explore courses' });
    expect(explore).toHaveAttribute('aria-selected', 'true');
    explore.focus();
    await user.keyboard('{ArrowRight}');
    const mine = screen.getByRole('tab', { name: 'My courses' });
    expect(mine).toHaveFocus();
    expect(mine).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'My courses' })).toBeInTheDocument();
  });
});
