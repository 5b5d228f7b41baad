import type { CollegePlan } from '@vidya/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePlan } from '../../test/college-fixtures';
import { stubApi } from '../../test/fake-server';
import { renderApp, signedInAs } from '../../test/render-app';

const STARTER = makePlan({
  id: 2,
  name: 'Starter',
  max_approved_students: 50,
  max_running_exams: 2,
  max_bank_questions: 200,
  yearly_price_paise: 2_499_900,
});
const UNIVERSITY = makePlan({
  id: 4,
  name: 'University',
  max_approved_students: null,
  max_running_exams: null,
  max_bank_questions: null,
  yearly_price_paise: 49_999_900,
});

const PLAN: CollegePlan = {
  plan: STARTER,
  usage: {
    approved_students: { used: 12, limit: 50 },
    running_exams: { used: 2, limit: 2 },
    bank_questions: { used: 40, limit: 200 },
  },
  plans: [STARTER, makePlan(), UNIVERSITY],
};

const open = (plan: CollegePlan = PLAN, changeRequest = () => ({ body: { detail: 'Sent.' } })) => {
  const server = stubApi({
    'GET /api/colleges/admin/plan/': () => ({ body: plan }),
    'POST /api/colleges/admin/plan/change-request/': changeRequest,
  });
  return { ...server, ...renderApp({ path: '/CollegeDashboard/YourPlan', session: signedInAs('college') }) };
};

describe('YourPlan', () => {
  it('shows the plan, its yearly price in rupees and a meter against each limit', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Starter plan' })).toBeInTheDocument();
    expect(screen.getByText('₹24,999 a year')).toBeInTheDocument();
    const students = screen.getByRole('meter', { name: 'Approved students' });
    expect(students).toHaveAttribute('aria-valuetext', '12 of 50 approved students');
    expect(students).toHaveAttribute('aria-valuemax', '50');
    expect(screen.getByRole('meter', { name: 'Exams running at once' })).toHaveAttribute(
      'aria-valuetext',
      '2 of 2 running exams',
    );
    expect(screen.getByText('40 of 200 bank questions')).toBeInTheDocument();
  });

  it('says Unlimited where the plan has no limit, and warns when a shrunk plan is exceeded', async () => {
    open({
      plan: UNIVERSITY,
      usage: {
        approved_students: { used: 1200, limit: null },
        running_exams: { used: 3, limit: null },
        bank_questions: { used: 250, limit: 200 },
      },
      plans: [UNIVERSITY],
    });
    expect(await screen.findByText('1,200 approved students · Unlimited')).toBeInTheDocument();
    expect(screen.queryByRole('meter', { name: 'Approved students' })).not.toBeInTheDocument();
    expect(screen.getByText(/Nothing is taken away/)).toBeInTheDocument();
  });

  it('sends a change request with the chosen plan and says it reached the team', async () => {
    const { user, callsTo } = open();
    const form = await screen.findByRole('region', { name: 'Request a change' });
    const choice = within(form).getByLabelText('Plan you would like');
    expect(within(choice).queryByRole('option', { name: /^Starter/ })).not.toBeInTheDocument();
    await user.selectOptions(choice, 'University (₹4,99,999 a year)');
    await user.type(within(form).getByLabelText(/Message/), 'We expect 800 students next term.');
    await user.click(within(form).getByRole('button', { name: 'Request a change' }));
    expect(
      await screen.findByText(
        "Your request has reached our team. An admin will reply to your college's email address.",
      ),
    ).toBeInTheDocument();
    expect(await callsTo('POST /api/colleges/admin/plan/change-request/')[0]?.json()).toEqual({
      plan_id: 4,
      message: 'We expect 800 students next term.',
    });
  });

  it("refuses a too short message before sending, and shows the server's refusal", async () => {
    const { user, callsTo } = open(PLAN, () => ({
      status: 404,
      body: {
        detail: 'Plan not found. It may have been renamed: reload the list of plans.',
        code: 'not_found',
      },
    }));
    const form = await screen.findByRole('region', { name: 'Request a change' });
    const message = within(form).getByLabelText(/Message/);
    await user.type(message, 'hi');
    await user.click(within(form).getByRole('button', { name: 'Request a change' }));
    expect(
      await within(form).findByText('Tell us a little more (at least 10 characters).'),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/colleges/admin/plan/change-request/')).toHaveLength(0);

    await user.type(message, ' please, we need more room.');
    await user.click(within(form).getByRole('button', { name: 'Request a change' }));
    expect(
      await within(form).findByText('Plan not found. It may have been renamed: reload the list of plans.'),
    ).toBeInTheDocument();
  });
});
