import { I18nProvider } from '@lingui/react';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { i18n } from '../lib/i18n/i18n';

/** Wraps a component under test in the app's Lingui provider, as main.tsx does (English). */
export const I18nWrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

/** Testing Library's `render` for a component that shows texts (`<Trans>`, `useLingui`). */
export const renderWithI18n = (ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) =>
  render(ui, { wrapper: I18nWrapper, ...options });
