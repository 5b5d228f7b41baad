import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plan } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { makePlan } from '../../../test/college-fixtures';
import { errorReply, stubApi, type FakeReply } from '../../../test/fake-server';
import { renderApp, signedInAs } from '../../../test/render-app';

const FREE = makePlan({
  id: 1,
  name: 'Free',
  max_approved_students: 50,
  max_running_exams: 1,
  max_bank_questions: 100,
  yearly_price_paise: 0,
  is_default: true,
});
const UNIVERSITY = makePlan({
  id: 4,
  name: 'University',
  max_approved_students: null,
  max_running_exams: null,
  max_bank_questions: null,
  yearly_price_paise: 49_999_900,
});

const open = (routes: Record<string, (request: Request) => FakeReply | Promise<FakeReply>> = {}) => {
  let plans: Plan[] = [FREE, makePlan(), UNIVERSITY];
  const server = stubApi({
    'GET /api/admin-portal/plans/': () => ({ body: plans }),
    'POST /api/admin-portal/plans/': async (request) => {
      const created = makePlan({ id: 9, ...((await request.clone().json()) as Partial<Plan>) });
      plans = [...plans, created];
      return { status: 201, body: { detail: `Plan ${created.name} created.`, plan: created } };
    },
    ...routes,
  });
  renderApp({ path: '/AdminDashboard/Plans', session: signedInAs('admin') });
  return server;
};

describe('the admin plans page', () => {
  it('lists every plan with its limits and yearly price', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Plans, cheapest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/Free\s*Default for new colleges\s*50\s*1\s*100\s*Free/);
    expect(rows[1]).toHaveTextContent('Campus');
    expect(rows[1]).toHaveTextContent('₹99,999');
    expect(within(rows[2]!).getAllByText('Unlimited')).toHaveLength(3);
  });

  it('creates a plan: the price is typed in rupees and sent in paise, an empty limit is unlimited', async () => {
    const user = userEvent.setup();
    const { callsTo } = open();
    await screen.findByRole('table', { name: 'Plans, cheapest first' });
    await user.click(screen.getByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New plan' });
    await user.type(within(dialog).getByLabelText('Name'), 'Institute');
    await user.type(within(dialog).getByLabelText('Approved students'), '1000');
    await user.type(within(dialog).getByLabelText('Exams running at once'), '20');
    const price = within(dialog).getByLabelText('Yearly price (₹)');
    await user.clear(price);
    await user.type(price, '14999.50');
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    await waitFor(() => expect(callsTo('POST /api/admin-portal/plans/')).toHaveLength(1));
    expect(await callsTo('POST /api/admin-portal/plans/')[0]!.json()).toEqual({
      name: 'Institute',
      max_approved_students: 1000,
      max_running_exams: 20,
      max_bank_questions: null,
      yearly_price_paise: 1_499_950,
    });
    expect(await screen.findByText('Plan Institute created.')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Institute' })).toBeInTheDocument();
  });

  it("checks the form with the contract's rules before sending", async () => {
    const user = userEvent.setup();
    const { callsTo } = open();
    await screen.findByRole('table', { name: 'Plans, cheapest first' });
    await user.click(screen.getByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New plan' });
    await user.type(within(dialog).getByLabelText('Name'), 'X');
    await user.type(within(dialog).getByLabelText('Approved students'), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
    expect(within(dialog).getByText('The approved students limit cannot be negative.')).toBeInTheDocument();
    expect(callsTo('POST /api/admin-portal/plans/')).toHaveLength(0);
  });

  it("edits a plan, and shows the server's refusal by its field", async () => {
    const user = userEvent.setup();
    const { callsTo } = open({
      'PUT /api/admin-portal/plans/3/': () =>
        errorReply(400, 'A plan named Free already exists. Choose another name.', {
          errors: { name: ['A plan named Free already exists. Choose another name.'] },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Campus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Campus' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Campus');
    expect(within(dialog).getByLabelText('Yearly price (₹)')).toHaveValue(99_999);
    await user.clear(name);
    await user.type(name, 'Free');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(
      await within(dialog).findByText('A plan named Free already exists. Choose another name.'),
    ).toBeInTheDocument();
    expect(await callsTo('PUT /api/admin-portal/plans/3/')[0]!.json()).toMatchObject({
      name: 'Free',
      max_approved_students: 500,
      yearly_price_paise: 9_999_900,
    });
  });
});
