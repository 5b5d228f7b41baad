import type { CollegeDashboardStats } from '@vidya/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, stubApi, type FakeReply } from '../../../test/fake-server';
import { COLLEGE_PROFILE } from '../../../test/profiles';
import { renderApp, signedInAs } from '../../../test/render-app';

const STATS: CollegeDashboardStats = {
  pending_requests: 4,
  approved_students: 120,
  upcoming_exams: 2,
  next_exam: {
    exam: 9,
    title: 'Operating Systems Mid-term',
    starts_at: new Date(Date.now() + (2 * 86_400 + 3 * 3600 + 5 * 60) * 1000 + 900).toISOString(),
    ends_at: null,
  },
  last_exam: {
    exam: 7,
    title: 'Data Structures Unit Test',
    date: '2026-03-05T04:30:00Z',
    is_open: false,
    pass_percentage: 40,
    participants: 118,
    average_percentage: 63.25,
    pass_rate: 81.5,
  },
  plan: {
    name: 'Campus',
    usage: {
      approved_students: { used: 120, limit: 500 },
      running_exams: { used: 1, limit: 5 },
      bank_questions: { used: 300, limit: null },
    },
  },
};

const open = (stats: () => FakeReply = () => ({ body: STATS })) => {
  stubApi({
    'GET /api/colleges/profile/': () => ({ body: COLLEGE_PROFILE }),
    'GET /api/colleges/admin/dashboard-stats/': stats,
  });
  renderApp({ path: '/CollegeDashboard', session: signedInAs('college') });
};

describe('college dashboard home', () => {
  it('shows the counts, the next exam with a countdown, the last exam and the plan usage', async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Government Engineering College, Pune' }),
    ).toBeInTheDocument();
    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(await screen.findByText('Pending requests')).toBeInTheDocument();
    expect(figure('Pending requests')).toHaveTextContent('4');
    expect(figure('Approved students')).toHaveTextContent('120');
    expect(figure('Upcoming exams')).toHaveTextContent('2');
    expect(figure("Last exam's average")).toHaveTextContent('63.3%');
    expect(screen.getByText('Operating Systems Mid-term')).toBeInTheDocument();
    const timer = screen.getByRole('timer', { name: 'Time until the exam starts' });
    expect(timer).toHaveTextContent(/2\s*days/);
    expect(timer).toHaveTextContent(/3\s*hours/);
    expect(figure('Pass rate')).toHaveTextContent('81.5%');
    expect(figure('Participants')).toHaveTextContent('118');
    expect(screen.getByRole('link', { name: 'Data Structures Unit Test' })).toHaveAttribute(
      'href',
      '/CollegeDashboard/ExamDetails/7',
    );
    expect(screen.getByRole('meter', { name: 'Approved students' })).toHaveAttribute('aria-valuenow', '120');
    expect(screen.getByText('300 bank questions · Unlimited')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Trends, badges and who needs attention/ })).toHaveAttribute(
      'href',
      '/CollegeDashboard/CollegePerformance',
    );
  });

  it('says when nothing is scheduled or held yet', async () => {
    open(() => ({ body: { ...STATS, next_exam: null, last_exam: null, upcoming_exams: 0 } }));
    expect(await screen.findByText(/No exam is scheduled/)).toBeInTheDocument();
    expect(
      screen.getByText("Your first exam's figures will show here once students finish it."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it("shows the server's message when the figures fail", async () => {
    open(() => errorReply(403, 'Only a college can see its performance.', { code: 'colleges_only' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a college can see its performance.');
  });
});

describe('college sidebar', () => {
  it('links every college page without parameters', async () => {
    stubApi({ 'GET /api/colleges/profile/': () => ({ body: COLLEGE_PROFILE }) });
    renderApp({ path: '/CollegeDashboard', session: signedInAs('college') });
    const sidebar = await screen.findByRole('navigation', { name: 'College dashboard' });
    const hrefs = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    const children = [
      'CollegeStudents',
      'CollegeProfile',
      'CollegeDetails',
      'CollegeSecurity',
      'CreateExam',
      'ScheduledExams',
      'CollegePerformance',
      'ExamHistory',
      'YourPlan',
      'AllStudent',
      // Ours, not in the spec's list (issues #14 and #16).
      'Invitations',
      'QuestionBank',
    ];
    expect([...hrefs].sort()).toEqual(
      ['/CollegeDashboard', ...children.map((child) => `/CollegeDashboard/${child}`)].sort(),
    );
  });
});
