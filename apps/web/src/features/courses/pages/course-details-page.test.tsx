import type { CheckoutResponse } from '@vidya/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCourseDetail, makeLessons, makeProgress } from '../../../test/course-fixtures';
import { errorReply, stubApi } from '../../../test/fake-server';
import { PROFILE_ROUTES } from '../../../test/profiles';
import { renderApp, signedInAs } from '../../../test/render-app';
import type { RazorpayOptions } from '../razorpay-checkout';

const COURSE = makeCourseDetail();
const PAYMENT_REQUIRED = 'This course costs ₹1,499. Complete the payment to enroll.';

const checkoutReply = (overrides: Partial<CheckoutResponse> = {}): CheckoutResponse => ({
  payment_id: 31,
  provider: 'demo',
  order_id: 'demo_order_31',
  amount: 1499,
  currency: 'INR',
  status: 'created',
  course: { id: COURSE.id, title: COURSE.title },
  key_id: null,
  ...overrides,
});

/** The player's own calls, for the page the student lands on after enrolling. */
const PLAYER_ROUTES = {
  [`GET /api/courses/${COURSE.id}/progress/`]: () => ({
    body: makeProgress(COURSE.id, makeLessons(COURSE.id, 3), 0),
  }),
  'GET /api/courses/12/resources/': () => ({ body: [] }),
};

function stubCourse(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    ...PROFILE_ROUTES,
    ...PLAYER_ROUTES,
    'GET /api/courses/12/': () => ({ body: COURSE }),
    'POST /api/courses/12/enroll/': () => errorReply(402, PAYMENT_REQUIRED, { code: 'payment_required' }),
    'POST /api/payments/courses/12/checkout/': () => ({ status: 201, body: checkoutReply() }),
    ...routes,
  });
}

const openCourse = (path = '/StudentDashboard/Courses/12-python-for-data-science') =>
  renderApp({ path, session: signedInAs('student') });

const razorpayScripts = () =>
  document.querySelectorAll('script[src="https://checkout.razorpay.com/v1/checkout.js"]');

afterEach(() => {
  razorpayScripts().forEach((script) => script.remove());
  delete window.Razorpay;
});

describe('the course page', () => {
  it('shows who teaches, each lesson’s length and the course’s total', async () => {
    const lessons = makeLessons(12, 3, false).map((lesson, index) => ({
      ...lesson,
      duration_seconds: [45, 1_260, null][index] ?? null,
    }));
    stubCourse({
      'GET /api/courses/12/': () => ({
        body: makeCourseDetail({ instructor: 'Ananya Rao builds web products.', lesson_list: lessons }),
      }),
    });
    openCourse();
    const instructor = await screen.findByRole('region', { name: 'Instructor' });
    expect(instructor).toHaveTextContent('Ananya Rao builds web products.');
    const items = within(screen.getByRole('region', { name: 'Lessons' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('time')?.textContent ?? null)).toEqual([
      '45 s',
      '21 min',
      null,
    ]);
    expect(items[1]!.querySelector('time')).toHaveAttribute('datetime', 'PT1260S');
    const enrollment = screen.getByRole('complementary', { name: 'Enrollment' });
    expect(within(enrollment).getByText('Total length', { exact: false })).toHaveTextContent(
      'Total length 22 min',
    );
  });

  it('shows the course, its discounted price, lessons and reviews', async () => {
    stubCourse();
    openCourse();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Python for Data Science' }),
    ).toBeInTheDocument();
    const panel = screen.getByRole('complementary', { name: 'Enrollment' });
    expect(within(panel).getByText('₹1,499', { exact: false })).toHaveTextContent('Price ₹1,499');
    expect(within(panel).getByText('₹10,990', { exact: false }).tagName).toBe('S');
    expect(within(panel).getByText('86% off')).toBeInTheDocument();
    const lessons = screen.getByRole('heading', { level: 2, name: 'Lessons' }).parentElement!;
    expect(within(lessons).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Enroll to watch the lessons.')).toBeInTheDocument();
    expect(screen.getByText('Clear explanations and useful exercises.')).toBeInTheDocument();
    expect(screen.getAllByText('4.5')[0]).toBeInTheDocument();
  });

  it('settles a link with only the id on the address with the slug', async () => {
    stubCourse();
    const { router } = openCourse('/StudentDashboard/Courses/12');
    await screen.findByRole('heading', { level: 1, name: 'Python for Data Science' });
    expect(router.state.location.pathname).toBe('/StudentDashboard/Courses/12-python-for-data-science');
  });

  it('says so when the course does not exist', async () => {
    stubCourse({ 'GET /api/courses/12/': () => errorReply(404, 'Course not found.', { code: 'not_found' }) });
    openCourse();
    expect(await screen.findByRole('heading', { level: 1, name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByText('Course not found.')).toBeInTheDocument();
  });

  it('enrolls in a free course at once and opens the player', async () => {
    stubCourse({
      'GET /api/courses/12/': () => ({
        body: makeCourseDetail({ is_free: true, price: 0, original_price: 0, discount_percent: 0 }),
      }),
      'POST /api/courses/12/enroll/': () => ({
        status: 201,
        body: { detail: 'You are enrolled in Python for Data Science.', enrollment_id: 40 },
      }),
    });
    const { user, router } = openCourse();
    await user.click(await screen.findByRole('button', { name: 'Enroll for free' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/StudentDashboard/Courses/12/player'));
    expect(await screen.findByText('You are enrolled in Python for Data Science.')).toBeInTheDocument();
  });

  it('shows the enroll fallback when the server gives no reason', async () => {
    stubCourse({ 'POST /api/courses/12/enroll/': () => ({ status: 500, body: {} }) });
    const { user } = openCourse();
    await user.click(await screen.findByRole('button', { name: 'Enroll now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to enroll in course');
  });
});

describe('paying for a course on the demo checkout', () => {
  it('leads a 402 on enroll to the labelled test checkout, and a successful payment to the player', async () => {
    const { callsTo } = stubCourse({
      'POST /api/payments/31/demo/': () => ({
        body: {
          detail: 'Payment received. You are enrolled in Python for Data Science.',
          status: 'paid',
          enrollment_id: 40,
        },
      }),
    });
    const { user, router } = openCourse();
    await user.click(await screen.findByRole('button', { name: 'Enroll now' }));

    const checkout = await screen.findByRole('region', { name: 'Checkout' });
    expect(within(checkout).getByText(PAYMENT_REQUIRED)).toBeInTheDocument();
    expect(within(checkout).getByText('Test checkout')).toBeInTheDocument();
    expect(within(checkout).getByText('Demo payment — no money is charged.')).toBeInTheDocument();
    expect(within(checkout).getByRole('heading', { name: 'Checkout' })).toHaveFocus();
    expect(razorpayScripts()).toHaveLength(0);

    await user.click(within(checkout).getByRole('button', { name: 'Pay ₹1,499 (simulate success)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/StudentDashboard/Courses/12/player'));
    expect(
      await screen.findByText('Payment received. You are enrolled in Python for Data Science.'),
    ).toBeInTheDocument();
    expect(await callsTo('POST /api/payments/31/demo/')[0]!.json()).toEqual({ outcome: 'success' });
    expect(razorpayScripts()).toHaveLength(0);
  });

  it("tells the order the buyer's state (for the GST invoice) before paying", async () => {
    const { callsTo } = stubCourse({
      'POST /api/payments/31/demo/': () => ({
        body: { detail: 'Payment received.', status: 'paid', enrollment_id: 40 },
      }),
    });
    const { user, router } = openCourse();
    await user.click(await screen.findByRole('button', { name: 'Enroll now' }));
    const checkout = await screen.findByRole('region', { name: 'Checkout' });
    const state = within(checkout).getByRole('combobox', { name: 'Your state or union territory' });
    expect(state).toHaveAccessibleDescription('Printed on your GST invoice as the place of supply.');
    await user.type(state, 'Kerala');

    await user.click(within(checkout).getByRole('button', { name: 'Pay ₹1,499 (simulate success)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/StudentDashboard/Courses/12/player'));
    const checkouts = callsTo('POST /api/payments/courses/12/checkout/');
    expect(await checkouts.at(-1)!.json()).toEqual({ buyer_state: 'Kerala' });
    expect(await callsTo('POST /api/payments/31/demo/')[0]!.json()).toEqual({ outcome: 'success' });
  });

  it('shows why a failed payment failed, and lets the student try again with a new order', async () => {
    let checkouts = 0;
    const { callsTo } = stubCourse({
      'POST /api/payments/courses/12/checkout/': () => {
        checkouts += 1;
        return { status: 201, body: checkoutReply({ payment_id: 30 + checkouts }) };
      },
      'POST /api/payments/31/demo/': () => ({
        body: {
          detail: 'Payment failed: Declined on the demo checkout. You have not been charged; try again.',
          status: 'failed',
          enrollment_id: null,
        },
      }),
      'POST /api/payments/32/demo/': () => ({
        body: {
          detail: 'Payment received. You are enrolled in Python for Data Science.',
          status: 'paid',
          enrollment_id: 40,
        },
      }),
    });
    const { user, router } = openCourse();
    await user.click(await screen.findByRole('button', { name: 'Enroll now' }));
    await user.click(await screen.findByRole('button', { name: 'Simulate a failed payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment failed: Declined on the demo checkout. You have not been charged; try again.',
    );
    expect(router.state.location.pathname).toBe('/StudentDashboard/Courses/12-python-for-data-science');

    await user.click(screen.getByRole('button', { name: 'Pay ₹1,499 (simulate success)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/StudentDashboard/Courses/12/player'));
    expect(callsTo('POST /api/payments/courses/12/checkout/')).toHaveLength(2);
  });

  it('goes back to the course when the checkout is cancelled', async () => {
    stubCourse();
    const { user } = openCourse();
    await user.click(await screen.findByRole('button', { name: 'Enroll now' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enroll now' })).toBeInTheDocument();
  });
});

describe('paying through Razorpay', () => {
  it("loads Razorpay's checkout only then, and enrolls once the server has verified the payment", async () => {
    const { callsTo } = stubCourse({
      'POST /api/payments/courses/12/checkout/': () => ({
        status: 201,
        body: checkoutReply({ provider: 'razorpay', order_id: 'order_Q1', key_id: 'rzp_test_key' }),
      }),
      'POST /api/payments/31/razorpay/verify/': () => ({
        body: {
          detail: 'Payment received. You are enrolled in Python for Data Science.',
          status: 'paid',
          enrollment_id: 40,
        },
      }),
    });
    const opened: RazorpayOptions[] = [];
    const { user, router } = openCourse();
    await user.click(await screen.findByRole('button', { name: 'Enroll now' }));
    const pay = await screen.findByRole('button', { name: 'Pay ₹1,499 with Razorpay' });
    expect(screen.queryByText('Test checkout')).not.toBeInTheDocument();
    expect(razorpayScripts()).toHaveLength(0);

    await user.click(pay);
    await waitFor(() => expect(razorpayScripts()).toHaveLength(1));
    window.Razorpay = class {
      constructor(private readonly options: RazorpayOptions) {
        opened.push(options);
      }
      on = vi.fn();
      open() {
        this.options.handler({
          razorpay_order_id: 'order_Q1',
          razorpay_payment_id: 'pay_Q1',
          razorpay_signature: 'a'.repeat(64),
        });
      }
    };
    razorpayScripts()[0]!.dispatchEvent(new Event('load'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/StudentDashboard/Courses/12/player'));
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_Q1',
      amount: 149900,
      currency: 'INR',
    });
    expect(await callsTo('POST /api/payments/31/razorpay/verify/')[0]!.json()).toEqual({
      razorpay_order_id: 'order_Q1',
      razorpay_payment_id: 'pay_Q1',
      razorpay_signature: 'a'.repeat(64),
    });
  });
});
