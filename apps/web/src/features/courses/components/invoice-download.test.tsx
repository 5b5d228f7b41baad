import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEnrollment, makePayment, paginate } from '../../../test/course-fixtures';
import { errorReply, stubApi } from '../../../test/fake-server';
import { PROFILE_ROUTES, STUDENT_PROFILE } from '../../../test/profiles';
import { renderApp, signedInAs } from '../../../test/render-app';

const PAID = makePayment({
  id: 9,
  invoice_number: 'VID/2026-27/000042',
  invoice_url: '/api/payments/9/invoice/',
});
const DECLINED = makePayment({
  id: 10,
  course_title: 'Cloud Fundamentals',
  status: 'failed',
  provider_payment_id: null,
  failure_reason: 'Declined on the demo checkout.',
  paid_at: null,
});

function stubPayments(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    ...PROFILE_ROUTES,
    'GET /api/courses/my-enrollments/stats/': () => ({
      body: { total: 1, in_progress: 1, completed: 0, average_progress: 10, certificates: 0 },
    }),
    'GET /api/courses/available-courses/paginated/': () => ({ body: paginate([]) }),
    'GET /api/courses/recommended/': () => ({ body: [] }),
    'GET /api/courses/my-enrollments/paginated/': () => ({ body: paginate([makeEnrollment()]) }),
    [`GET /api/students/${STUDENT_PROFILE.id}/payments/`]: () => ({ body: [PAID, DECLINED] }),
    ...routes,
  });
}

/** The student's Payments sit on the My courses tab of Courses. */
async function openPayments() {
  const rendered = renderApp({ path: '/StudentDashboard/Courses', session: signedInAs('student') });
  await rendered.user.click(await screen.findByRole('tab', { name: 'My courses' }));
  return rendered;
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('invoices on the student’s Payments', () => {
  it('a paid payment shows its invoice number and downloads the PDF with the token', async () => {
    const { callsTo } = stubPayments({
      'GET /api/payments/9/invoice/': () => ({
        body: '%PDF-1.7 invoice',
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="invoice-VID-2026-27-000042.pdf"',
        },
      }),
    });
    // jsdom has no object URLs; the download needs one.
    const createObjectURL = vi.fn((blob: Blob) => `blob:invoice-${blob.size}`);
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const { user } = await openPayments();

    const table = await screen.findByRole('table', { name: 'Your course payments' });
    expect(within(table).getByRole('columnheader', { name: 'Invoice' })).toBeInTheDocument();
    expect(within(table).getByText('VID/2026-27/000042')).toBeInTheDocument();
    // A declined payment has no invoice to download.
    const declinedRow = within(table).getByText('Cloud Fundamentals').closest('tr')!;
    expect(within(declinedRow).getByText('No invoice')).toBeInTheDocument();
    expect(within(declinedRow).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Download invoice: VID/2026-27/000042' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:invoice-16', download: 'invoice-VID-2026-27-000042.pdf' }]),
    );
    const request = callsTo('GET /api/payments/9/invoice/')[0]!;
    expect(request.headers.get('authorization')).toMatch(/^Bearer /);
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('%PDF-1.7 invoice');
  });

  it("says why a download failed, in the server's words", async () => {
    stubPayments({
      'GET /api/payments/9/invoice/': () => errorReply(404, 'Invoice not found.', { code: 'not_found' }),
    });
    const { user } = await openPayments();
    await user.click(await screen.findByRole('button', { name: 'Download invoice: VID/2026-27/000042' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invoice not found.');
  });
});
