import type {
  AdminDashboardAnalytics,
  GrowthMetrics,
  RecentActivityPage,
  SystemHealth,
} from '@vidya/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi, type FakeReply } from '../../../test/fake-server';
import { renderApp, signedInAs } from '../../../test/render-app';

const ANALYTICS: AdminDashboardAnalytics = {
  students: { total: 1250, with_college: 800, new_7d: 12, new_30d: 60, growth_30d: 50 },
  colleges: { total: 4, pending: 1, registered: 3, new_30d: 2, approval_rate: 75 },
  courses: { total: 3, published: 1, draft: 2, new_30d: 2, publish_rate: 33.3 },
  exams: { total: 8, active: 2, course_based: 5, college_based: 3, activity_rate: 25 },
  system: { last_updated: '2026-03-05T04:30:00Z', cache_hit: false },
};

const GROWTH: GrowthMetrics = {
  days: 30,
  series: Array.from({ length: 30 }, (_, index) => ({
    date: `2026-03-${String(index + 1).padStart(2, '0')}`,
    sign_ups: index === 29 ? 7 : 0,
    enrollments: index === 29 ? 3 : 0,
    exam_attempts: index === 29 ? 11 : 0,
    revenue: index === 29 ? 499 : 0,
  })),
};

const ACTIVITY: RecentActivityPage = {
  count: 3,
  page_size: 10,
  current_page: 1,
  total_pages: 1,
  next: null,
  previous: null,
  results: [
    {
      id: 'payment:1',
      kind: 'payment',
      at: '2026-03-05T04:30:00Z',
      action: null,
      actor_email: null,
      subject: 'Python Basics',
      amount: 499,
    },
    {
      id: 'audit:4',
      kind: 'audit',
      at: '2026-03-05T04:00:00Z',
      action: 'college.approve',
      actor_email: 'admin@example.com',
      subject: 'North College',
      amount: null,
    },
    {
      id: 'sign_up:9',
      kind: 'sign_up',
      at: '2026-03-04T04:30:00Z',
      action: null,
      actor_email: null,
      subject: 'Asha Verma',
      amount: null,
    },
  ],
};

const HEALTH: SystemHealth = {
  status: 'degraded',
  uptime: 7260,
  responseTime: { p50: 4, p95: 35 },
  errorRate: 6.5,
  requests: 200,
  database: { status: 'up', round_trip_ms: 1.2 },
  redis: { status: 'not_configured', round_trip_ms: null },
  mail: { transport: 'outbox' },
  checked_at: '2026-03-05T04:30:00Z',
};

const open = (analytics: () => FakeReply = () => ({ body: ANALYTICS })) => {
  stubApi({
    'GET /api/admin-portal/dashboard/analytics/': analytics,
    'GET /api/admin-portal/growth-metrics/': () => ({ body: GROWTH }),
    'GET /api/admin-portal/recent-activity/': () => ({ body: ACTIVITY }),
    'GET /api/admin-portal/system-health/': () => ({ body: HEALTH }),
  });
  renderApp({ path: '/AdminDashboard', session: signedInAs('admin') });
};

describe('admin dashboard home', () => {
  it('shows the four figures, the growth table view, recent activity and health', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(await screen.findByText('1,250')).toBeInTheDocument();
    expect(figure('Students')).toHaveTextContent('1,250');
    expect(figure('Colleges')).toHaveTextContent('4');
    expect(figure('Courses')).toHaveTextContent('3');
    expect(figure('Exams')).toHaveTextContent('8');
    expect(screen.getByText('1 pending · 75% approved')).toBeInTheDocument();

    await userEvent.click(await screen.findByText('Table view'));
    const table = screen.getByRole('table', {
      name: 'Sign-ups, enrollments, exam attempts and revenue each day, newest first',
    });
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(firstRow).toHaveTextContent('7');
    expect(firstRow).toHaveTextContent('11');
    expect(firstRow).toHaveTextContent('₹499');

    const activity = await screen.findByRole('table', { name: /Recent activity, newest first/ });
    expect(within(activity).getByText('Payment received')).toBeInTheDocument();
    expect(within(activity).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(activity).getByText('Approved the college')).toBeInTheDocument();
    expect(within(activity).getByText('admin@example.com')).toBeInTheDocument();

    const health = screen.getByRole('region', { name: 'System health' });
    expect(within(health).getByText('Degraded')).toBeInTheDocument();
    expect(within(health).getByText('6.5% of 200 requests')).toBeInTheDocument();
  });

  it("says 'Failed to fetch dashboard analytics' when the figures cannot be read", async () => {
    open(() => ({ status: 502 }));
    expect(
      await screen.findByText('Failed to fetch dashboard analytics', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });

  it('lists every admin page without parameters in the sidebar', async () => {
    open();
    const sidebar = await screen.findByRole('navigation', { name: 'Admin dashboard' });
    const hrefs = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    const children = [
      'StudentSection',
      'StudentManagement',
      'StudentManagement/AllStudents',
      'StudentManagement/PlatformStudents',
      'StudentManagement/CollegeStudents',
      'StudentManagement/ExamApprovals',
      'StudentManagement/Payments',
      'MarksWithoutCollege',
      'MarksWithCollege',
      'CollegeRegisteredStudents',
      'ContactManagement',
      'CollegeSection',
      'RegisteredColleges',
      'PendingColleges',
      'Plans',
      'CollegeAnalytics',
      'ManageQuestions',
      'ManageCollegeQuestions',
      'QuestionBank',
      'AddnewQuestions',
      'AddCollegeQuestions',
      'ViewCollegeQuestions',
      'Manage_Exams',
      'College_Exams',
      'AddnewExams',
      'AddnewExamsCollege',
      'ExamManagement',
      'ExamManagement/college',
      'AdminCourses',
      'AddCourse',
      'CourseList',
      'Promotion',
    ];
    expect([...hrefs].sort()).toEqual(
      ['/AdminDashboard', ...children.map((child) => `/AdminDashboard/${child}`)].sort(),
    );
  });
});
