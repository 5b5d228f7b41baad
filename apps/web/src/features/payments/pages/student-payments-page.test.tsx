import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePayment } from '../../../test/course-fixtures';
import { errorReply, stubApi } from '../../../test/fake-server';
import { renderApp, signedInAs } from '../../../test/render-app';

describe("the admin's view of a student's payments", () => {
  it('looks a student up by id and lists their payments', async () => {
    stubApi({
      'GET /api/students/5/payments/': () => ({
        body: [
          makePayment(),
          makePayment({
            id: 8,
            status: 'failed',
            provider_payment_id: null,
            failure_reason: 'Declined on the demo checkout.',
            paid_at: null,
          }),
        ],
      }),
    });
    const { user, router } = renderApp({
      path: '/AdminDashboard/StudentManagement/Payments',
      session: signedInAs('admin'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(screen.getByText(/Student lists are not part of this release yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show payments' }));
    expect(screen.getByText('Enter a student id: a whole number such as 12.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Student id' }), '5');
    await user.click(screen.getByRole('button', { name: 'Show payments' }));
    const table = await screen.findByRole('table', { name: 'Payments of student 5' });
    expect(within(table).getByText('Paid')).toBeInTheDocument();
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(within(table).getByText('Declined on the demo checkout.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?student=5');
  });

  it('says when the student does not exist', async () => {
    stubApi({
      'GET /api/students/77/payments/': () => errorReply(404, 'Student not found', { code: 'not_found' }),
    });
    renderApp({
      path: '/AdminDashboard/StudentManagement/Payments?student=77',
      session: signedInAs('admin'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Student not found');
    expect(screen.getByText('No payments to show.')).toBeInTheDocument();
  });
});
