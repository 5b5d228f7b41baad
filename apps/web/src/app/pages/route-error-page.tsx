import { APP_TEXTS, NOT_FOUND_PAGE } from '@vidya/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, LinkButton } from '../../components/ui/button';
import { describeFailure } from '../../lib/errors';
import { useFixedText } from '../../lib/i18n/fixed-texts';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../use-document-title';

const describeRouteError = (error: unknown): string =>
  isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : describeFailure(error);

/** Shown by the router when a page fails to load or render (spec §2). */
export function RouteErrorPage() {
  const { t } = useLingui();
  const fixed = useFixedText();
  const error = useRouteError();
  useDocumentTitle(t`Error`);
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-6 px-6 py-16">
      <h1 className="text-3xl font-bold text-slate-900">{fixed(APP_TEXTS.routerError)}</h1>
      <p className="rounded-lg border border-red-200 bg-red-50 p-4 font-mono text-sm text-red-800">
        {describeRouteError(error)}
      </p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload page</Trans>
        </Button>
        <LinkButton to={paths.home.href()} variant="secondary" reloadDocument>
          {fixed(NOT_FOUND_PAGE.action)}
        </LinkButton>
      </div>
    </main>
  );
}
