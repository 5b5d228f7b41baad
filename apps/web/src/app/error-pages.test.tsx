import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test/render-with-i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { ErrorBoundary } from './error-boundary';
import { RouteErrorPage } from './pages/route-error-page';

function Broken(): never {
  throw new Error('The chart could not be drawn');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('error displays', () => {
  it("shows 'Unexpected Application Error!' and the error when a page fails to render", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({
      path: '/broken',
      routes: [{ path: '/broken', Component: Broken, errorElement: <RouteErrorPage /> }],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The chart could not be drawn')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });

  it("shows 'Something went wrong.' with the details when anything else breaks", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithI18n(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByText('Details')).toBeInTheDocument();
    expect(screen.getByText('The chart could not be drawn')).toBeInTheDocument();
  });

  it('renders its children when nothing breaks', () => {
    renderWithI18n(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
  });
});
