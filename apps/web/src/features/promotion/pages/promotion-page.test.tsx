import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fake-server';
import { renderApp, signedInAs } from '../../../test/render-app';

const running = {
  discount_percent: 86,
  ends_at: '2030-01-03T16:00:56.000Z',
  is_active: true,
  server_time: '2030-01-01T00:00:00.000Z',
};

describe('the promotion page', () => {
  it('shows the running promotion and saves a new end, which the server stores', async () => {
    const { callsTo } = stubApi({
      'GET /api/promotion/': () => ({ body: running }),
      'PUT /api/admin-portal/promotion/': () => ({
        body: { detail: 'The promotion is saved: every visitor sees the same end.', promotion: running },
      }),
    });
    const { user } = renderApp({ path: '/AdminDashboard/Promotion', session: signedInAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotion' })).toBeInTheDocument();
    expect(await screen.findByText(/Running: up to 86% off until/)).toBeInTheDocument();
    const discount = screen.getByRole('spinbutton', { name: /Discount/ });
    await user.clear(discount);
    await user.type(discount, '40');
    await user.click(screen.getByRole('button', { name: 'Save promotion' }));
    expect(
      await screen.findByText('The promotion is saved: every visitor sees the same end.'),
    ).toBeInTheDocument();
    const sent = await callsTo('PUT /api/admin-portal/promotion/')[0]!.json();
    expect(sent.discount_percent).toBe(40);
    expect(Date.parse(sent.ends_at)).toBe(Date.parse(running.ends_at) - 56_000);
  });

  it('refuses a discount outside 1 to 99 before sending it', async () => {
    const { callsTo } = stubApi({ 'GET /api/promotion/': () => ({ body: running }) });
    const { user } = renderApp({ path: '/AdminDashboard/Promotion', session: signedInAs('admin') });
    const discount = await screen.findByRole('spinbutton', { name: /Discount/ });
    await user.clear(discount);
    await user.type(discount, '100');
    await user.click(screen.getByRole('button', { name: 'Save promotion' }));
    expect(await screen.findByText('Enter the discount as a whole number from 1 to 99.')).toBeInTheDocument();
    expect(callsTo('PUT /api/admin-portal/promotion/')).toHaveLength(0);
  });

  it('says when the promotion has ended', async () => {
    stubApi({ 'GET /api/promotion/': () => ({ body: { ...running, is_active: false } }) });
    renderApp({ path: '/AdminDashboard/Promotion', session: signedInAs('admin') });
    expect(
      await screen.findByText(/Courses sell at their list price and no page shows the promotion/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End the promotion now' })).not.toBeInTheDocument();
  });
});
