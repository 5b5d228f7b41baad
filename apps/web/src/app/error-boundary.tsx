import { Trans } from '@lingui/react/macro';
import { APP_TEXTS, NOT_FOUND_PAGE } from '@vidya/contract';
import { translateFixedText } from '../lib/i18n/fixed-texts';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { getButtonClassName } from '../components/ui/button';
import { logger } from '../lib/logger';

type ErrorBoundaryState = { error: Error | null };

/** The last line of defence around the whole app: whatever breaks, the user sees what happened. */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    logger.error('Unhandled error while rendering', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <main className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-6 px-6 py-16">
        <h1 className="text-3xl font-bold text-slate-900">{translateFixedText(APP_TEXTS.errorBoundary)}</h1>
        <p className="text-slate-700">
          <Trans>Reloading the page usually helps. If it keeps happening, please tell us.</Trans>
        </p>
        <details className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
          <summary className="cursor-pointer font-medium">
            <Trans>Details</Trans>
          </summary>
          <pre className="mt-3 overflow-x-auto whitespace-pre-wrap">{error.message}</pre>
        </details>
        <div className="flex gap-3">
          <button type="button" className={getButtonClassName()} onClick={() => window.location.reload()}>
            <Trans>Reload page</Trans>
          </button>
          <a href="/" className={getButtonClassName({ variant: 'secondary' })}>
            {translateFixedText(NOT_FOUND_PAGE.action)}
          </a>
        </div>
      </main>
    );
  }
}
