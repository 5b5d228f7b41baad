import type { StudentPerformance } from '@vidya/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, stubApi } from '../../../../test/fake-server';
import { PROFILE_ROUTES } from '../../../../test/profiles';
import { renderApp, signedInAs } from '../../../../test/render-app';

const PERFORMANCE: StudentPerformance = {
  total_attempts: 3,
  exams_taken: 2,
  passed: 1,
  average_percentage: 61.67,
  best_percentage: 92,
  badge: 'average',
  timeline: [
    { attempt: 1, exam_title: 'Verbal Ability', submitted_at: '2026-11-01T10:00:00.000Z', percentage: 35 },
    { attempt: 2, exam_title: 'Verbal Ability', submitted_at: '2026-11-08T10:00:00.000Z', percentage: 58 },
    { attempt: 3, exam_title: 'Quant Mock', submitted_at: '2026-11-15T10:00:00.000Z', percentage: 92 },
  ],
  per_exam: [
    {
      exam: 9,
      exam_title: 'Verbal Ability',
      exam_slug: '9-verbal-ability',
      attempts: 2,
      best_percentage: 58,
      last_percentage: 58,
      passed: false,
      badge: 'poor',
    },
    {
      exam: 7,
      exam_title: 'Quant Mock',
      exam_slug: '7-quant-mock',
      attempts: 1,
      best_percentage: 92,
      last_percentage: 92,
      passed: true,
      badge: 'excellent',
    },
  ],
};

const openPerformance = (reply: Parameters<typeof stubApi>[0][string]) => {
  stubApi({ ...PROFILE_ROUTES, 'GET /api/exams/performance/': reply });
  return renderApp({ path: '/StudentDashboard/StudentPerformance', session: signedInAs('student') });
};

describe('the performance page', () => {
  it('shows the figures, a chart with its table, and each exam with its badge', async () => {
    openPerformance(() => ({ body: PERFORMANCE }));
    const glance = await screen.findByRole('region', { name: 'Your exams at a glance' });
    expect(within(glance).getByText('Attempts').nextSibling).toHaveTextContent('3');
    expect(within(glance).getByText('Average score').nextSibling).toHaveTextContent('61.7%');
    expect(within(glance).getByText('Best score').nextSibling).toHaveTextContent('92%');
    expect(within(glance).getByText('Exams passed').nextSibling).toHaveTextContent('1');

    expect(screen.getByRole('img', { name: /Your scores over time/ })).toHaveAccessibleName(
      'Your scores over time Bar chart of 3 exam scores, from 35% on 1 Nov 2026 to 92% on 15 Nov 2026.',
    );
    expect(
      screen.getByRole('table', { name: 'Your scores over time' }).querySelectorAll('tbody tr'),
    ).toHaveLength(3);

    const perExam = screen.getByRole('table', { name: 'Your results exam by exam' });
    expect(within(perExam).getByRole('row', { name: /Verbal Ability/ })).toHaveTextContent('Poor');
    expect(within(perExam).getByRole('row', { name: /Quant Mock/ })).toHaveTextContent('Excellent');
    expect(within(perExam).getByRole('link', { name: 'Quant Mock' })).toHaveAttribute(
      'href',
      '/StudentDashboard/Examination/7-quant-mock/results',
    );
  });

  it('says when there is nothing yet, and shows a failure with a way to retry', async () => {
    openPerformance(() => errorReply(503, 'The database is unreachable.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unreachable.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('invites a student without results to take an exam', async () => {
    openPerformance(() => ({
      body: {
        ...PERFORMANCE,
        total_attempts: 0,
        exams_taken: 0,
        passed: 0,
        badge: null,
        timeline: [],
        per_exam: [],
      },
    }));
    expect(await screen.findByText(/You have not finished an exam yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find an exam to take' })).toHaveAttribute(
      'href',
      '/StudentDashboard/Examination',
    );
  });
});
