import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BulkActionBar } from '../../components/data-table/bulk-action-bar';
import { LanguageSwitch } from '../../components/language-switch';
import { renderWithI18n } from '../../test/render-with-i18n';
import { describeFailure } from '../errors';
import { describeWindow, formatDate, formatRupees } from '../format';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { activateLocale, activeLocale, i18n } from './i18n';
import { initialLocale, preferredBrowserLanguage } from './language-choice';
import { translateFixedText } from './fixed-texts';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { sessionReducer } from '../session/session-slice';

afterEach(async () => {
  await activateLocale('en');
});

describe('choosing the first language', () => {
  it("follows the browser's preferred languages between Hindi and English, else English", () => {
    expect(preferredBrowserLanguage(['hi-IN', 'en-GB'])).toBe('hi');
    expect(preferredBrowserLanguage(['en-GB', 'hi'])).toBe('en');
    expect(preferredBrowserLanguage(['fr-FR', 'hi'])).toBe('hi');
    expect(preferredBrowserLanguage(['fr-FR', 'de'])).toBe('en');
    expect(preferredBrowserLanguage([])).toBe('en');
  });

  it('keeps a choice made in this browser over the browser preference', () => {
    window.localStorage.setItem('vidya.language', 'hi');
    expect(initialLocale()).toBe('hi');
    window.localStorage.setItem('vidya.language', 'xx');
    expect(['en', 'hi']).toContain(initialLocale());
  });
});

describe('Hindi', () => {
  it('marks the page as Hindi and translates the texts the spec fixes', async () => {
    await activateLocale('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(activeLocale()).toBe('hi');
    expect(translateFixedText('Loading...')).toBe('लोड हो रहा है...');
    expect(translateFixedText('A sentence nobody catalogued.')).toBe('A sentence nobody catalogued.');
  });

  it('formats rupees and dates the way hi-IN writes them', async () => {
    await activateLocale('hi');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatDate('2026-03-05T04:30:00.000Z')).toBe('5 मार्च 2026');
    expect(describeWindow({ start_time: null, end_time: null })).toBe('किसी भी समय');
    expect(describeWindow({ start_time: null, end_time: null, exam_date: '2026-03-05' })).toBe(
      '5 मार्च 2026 को',
    );
  });

  it('says a failure in Hindi: a known text by its words, a bare code by its meaning', async () => {
    await activateLocale('hi');
    expect(
      describeFailure({ status: 401, data: { detail: 'Invalid credentials.', code: 'invalid_credentials' } }),
    ).toBe('अमान्य लॉगिन विवरण।');
    expect(describeFailure({ status: 404, data: { detail: 'Not found.', code: 'not_found' } })).toBe(
      'यह नहीं मिला। हो सकता है इसे हटा दिया गया हो।',
    );
    expect(describeFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'नेटवर्क त्रुटि हुई',
    );
  });

  it('keeps the server’s own words in English, as before', () => {
    expect(describeFailure({ status: 404, data: { detail: 'Not found.', code: 'not_found' } })).toBe(
      'Not found.',
    );
  });
});

describe('plural rules', () => {
  // A message of the shell catalogue, looked up as the macros do: by the hash of its English.
  const collegesFound = (found: number) =>
    i18n._(
      generateMessageId('{found, plural, one {# college found.} other {# colleges found.}}'),
      { found },
      { message: '{found, plural, one {# college found.} other {# colleges found.}}' },
    );

  it('choose the form for the count, in English and in Hindi', async () => {
    expect(collegesFound(1)).toBe('1 college found.');
    expect(collegesFound(3)).toBe('3 colleges found.');
    await activateLocale('hi');
    expect(collegesFound(1)).toBe('1 कॉलेज मिला।');
    expect(collegesFound(3)).toBe('3 कॉलेज मिले।');
  });

  const renderCollegeCount = () =>
    renderWithI18n(<BulkActionBar label="Selected" count={3} noneSelected="None" actions={[]} />);

  it('count in English and in Hindi', async () => {
    renderCollegeCount();
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await activateLocale('hi');
    expect(await screen.findByText('3 चुने गए')).toBeInTheDocument();
  });
});

describe('the language switch', () => {
  it('names each language in itself, and switching changes the texts without a reload', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <Provider store={configureStore({ reducer: { session: sessionReducer } })}>
        <LanguageSwitch />
      </Provider>,
    );
    const hindi = screen.getByRole('button', { name: 'हिन्दी' });
    expect(hindi).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(hindi);
    expect(await screen.findByRole('group', { name: 'भाषा' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('hi');
    expect(window.localStorage.getItem('vidya.language')).toBe('hi');
  });
});
