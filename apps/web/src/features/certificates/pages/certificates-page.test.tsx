import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCertificate, paginate } from '../../../test/course-fixtures';
import { errorReply, stubApi } from '../../../test/fake-server';
import { PROFILE_ROUTES } from '../../../test/profiles';
import { renderApp, signedInAs } from '../../../test/render-app';

const CERTIFICATES = Array.from({ length: 5 }, (_, index) =>
  makeCertificate({
    id: index + 1,
    code: `VID-AAAA-BBBB-000${index + 1}`,
    title: `Course certificate ${index + 1}`,
    course: 10 + index,
    download_url: `/api/courses/${10 + index}/certificate/`,
    verify_url: `http://localhost:3000/verify/VID-AAAA-BBBB-000${index + 1}`,
  }),
);

function stubCertificates(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    ...PROFILE_ROUTES,
    'GET /api/courses/certificates/': (request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return {
        body: paginate(CERTIFICATES.slice((page - 1) * 4, page * 4), {
          page,
          pageSize: 4,
          count: CERTIFICATES.length,
        }),
      };
    },
    'GET /api/courses/certificates/stats/': () => ({
      body: { total: 5, this_year: 2, latest_issued_at: '2026-03-05T10:00:00.000Z' },
    }),
    ...routes,
  });
}

const openCertificates = () =>
  renderApp({ path: '/StudentDashboard/Certificates', session: signedInAs('student') });

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('the certificates page', () => {
  it('lists the certificates four a page, with the stats, and pages through them', async () => {
    const { callsTo } = stubCertificates();
    const { user } = openCertificates();
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Course certificate 1' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByText('VID-AAAA-BBBB-0001')).toBeInTheDocument();
    expect(new URL(callsTo('GET /api/courses/certificates/')[0]!.url).search).toBe('?page=1&page_size=4');
    const stats = screen.getByRole('region', { name: 'Your certificates at a glance' });
    await waitFor(() => expect(within(stats).getByText('5 Mar 2026')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Course certificate 5' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('searches by title', async () => {
    const { callsTo } = stubCertificates();
    const { user } = openCertificates();
    await screen.findByRole('heading', { level: 3, name: 'Course certificate 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search certificates' }), 'python');
    await waitFor(() =>
      expect(new URL(callsTo('GET /api/courses/certificates/').at(-1)!.url).searchParams.get('search')).toBe(
        'python',
      ),
    );
  });

  it('downloads the PDF through the API with the token, as certificate-{code}.pdf', async () => {
    const { callsTo } = stubCertificates({
      'GET /api/courses/10/certificate/': () => ({
        body: '%PDF-1.7 certificate',
        headers: { 'content-type': 'application/pdf' },
      }),
    });
    // jsdom has no object URLs; the download needs one.
    const createObjectURL = vi.fn((blob: Blob) => `blob:certificate-${blob.size}`);
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const { user } = openCertificates();
    await user.click(await screen.findByRole('button', { name: 'Download PDF: Course certificate 1' }));

    await waitFor(() =>
      expect(saved).toEqual([
        { href: 'blob:certificate-20', download: 'certificate-VID-AAAA-BBBB-0001.pdf' },
      ]),
    );
    const request = callsTo('GET /api/courses/10/certificate/')[0]!;
    expect(request.headers.get('authorization')).toMatch(/^Bearer /);
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('%PDF-1.7 certificate');
  });

  it("says why a download failed, in the server's words", async () => {
    stubCertificates({
      'GET /api/courses/10/certificate/': () =>
        errorReply(404, 'Certificate not found.', { code: 'certificate_not_found' }),
    });
    const { user } = openCertificates();
    await user.click(await screen.findByRole('button', { name: 'Download PDF: Course certificate 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Certificate not found.');
  });

  it('copies the verification link', async () => {
    stubCertificates();
    const { user } = openCertificates();
    await user.click(
      await screen.findByRole('button', { name: 'Copy verification link: Course certificate 2' }),
    );
    expect(await screen.findByText('Verification link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/verify/VID-AAAA-BBBB-0002');
    expect(screen.getByRole('link', { name: 'Verify: Course certificate 2' })).toHaveAttribute(
      'href',
      '/verify/VID-AAAA-BBBB-0002',
    );
  });

  it('shows an empty list with the message when the certificates fail', async () => {
    stubCertificates({ 'GET /api/courses/certificates/': () => ({ status: 500, body: {} }) });
    openCertificates();
    expect(await screen.findByText('Failed to fetch certificates')).toBeInTheDocument();
    expect(screen.getByText(/No certificates yet/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
