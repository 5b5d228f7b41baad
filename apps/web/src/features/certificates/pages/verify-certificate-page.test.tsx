import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, stubApi } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const CODE = 'VID-7K2M-Q9XA-4TRE';
const VERIFICATION = {
  code: CODE,
  is_valid: true,
  kind: 'course',
  title: 'Python for Data Science',
  student_name: 'Asha Verma',
  issued_at: '2026-03-05T10:00:00.000Z',
};

describe('the public certificate check', () => {
  it('confirms a genuine certificate to someone signed out, without a token', async () => {
    const { callsTo } = stubApi({
      [`GET /api/courses/certificates/verify/${CODE}/`]: () => ({ body: VERIFICATION }),
    });
    renderApp({ path: `/verify/${CODE}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify a certificate' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('This certificate is genuine.')).toBeInTheDocument();
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByText('Python for Data Science')).toBeInTheDocument();
    expect(screen.getByText('5 Mar 2026')).toBeInTheDocument();
    expect(
      callsTo(`GET /api/courses/certificates/verify/${CODE}/`)[0]!.headers.get('authorization'),
    ).toBeNull();
    await waitFor(() => expect(document.title).toBe('Verify Certificate | Vidya'));
  });

  it('says when no certificate has the code', async () => {
    stubApi({
      'GET /api/courses/certificates/verify/VID-0000-0000-0000/': () =>
        errorReply(404, 'No certificate has this code. Check it and try again.', {
          code: 'certificate_code_unknown',
        }),
    });
    renderApp({ path: '/verify/VID-0000-0000-0000' });
    expect(
      await screen.findByText('No certificate has this code. Check it and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('This certificate is genuine.')).not.toBeInTheDocument();
  });

  it('checks a typed code', async () => {
    stubApi({ [`GET /api/courses/certificates/verify/${CODE}/`]: () => ({ body: VERIFICATION }) });
    const { user, router } = renderApp({ path: '/verify' });
    const field = await screen.findByRole('textbox', { name: 'Certificate code' });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the code printed on the certificate.')).toBeInTheDocument();

    await user.type(field, ` ${CODE.toLowerCase()} `);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/verify/${CODE}`));
    expect(await screen.findByText('This certificate is genuine.')).toBeInTheDocument();
  });
});
