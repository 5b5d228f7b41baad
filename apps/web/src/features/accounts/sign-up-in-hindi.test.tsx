import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../lib/i18n/i18n';
import { stubApi } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

afterEach(async () => {
  await activateLocale('en');
});

describe('a sign-up in Hindi', () => {
  it('reads in Hindi and asks for the code email in Hindi', async () => {
    await activateLocale('hi');
    const { callsTo } = stubApi({
      'GET /api/colleges/search/': () => ({ body: [] }),
      'POST /api/students/register/': () => ({
        status: 201,
        body: { detail: 'Account created.', email: 'priya@example.com' },
      }),
    });
    const { user } = renderApp({ path: '/StudentSignUp' });
    expect(await screen.findByRole('heading', { level: 1, name: 'अपना छात्र खाता बनाएँ' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('पूरा नाम'), 'Priya Nair');
    await user.type(screen.getByLabelText('ईमेल'), 'priya@example.com');
    await user.type(screen.getByLabelText('पासवर्ड'), 'Strong@123');
    const confirmation = screen.getByLabelText('पासवर्ड की पुष्टि करें');
    await user.type(confirmation, 'Strong@124');
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    expect(await screen.findByText('दोनों पासवर्ड मेल नहीं खाते।')).toBeInTheDocument();
    expect(callsTo('POST /api/students/register/')).toHaveLength(0);

    await user.clear(confirmation);
    await user.type(confirmation, 'Strong@123');
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    await waitFor(() => expect(callsTo('POST /api/students/register/')).toHaveLength(1));
    expect(await callsTo('POST /api/students/register/')[0]?.json()).toMatchObject({ language: 'hi' });
  });
});
