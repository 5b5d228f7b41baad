import { APP_TEXTS } from '@vidya/contract';
import { useSelector } from 'react-redux';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { selectIsRestoringSession } from '../../lib/session/session-slice';
import { useDocumentTitle } from '../use-document-title';

/** Every page sits under this: the document title, and nothing routed until the session is known. */
export function RootLayout() {
  useDocumentTitle();
  const isRestoring = useSelector(selectIsRestoringSession);
  if (isRestoring) return <FullScreenSpinner text={APP_TEXTS.restoringSession} />;
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
