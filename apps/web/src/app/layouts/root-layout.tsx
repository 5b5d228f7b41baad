import { APP_TEXTS } from '@vidya/contract';
import { useSelector } from 'react-redux';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { useFixedText } from '../../lib/i18n/fixed-texts';
import { selectIsRestoringSession } from '../../lib/session/session-slice';
import { useDocumentTitle } from '../use-document-title';

/** Every page sits under this: the document title, and nothing routed until the session is known. */
export function RootLayout() {
  useDocumentTitle();
  const fixed = useFixedText();
  const isRestoring = useSelector(selectIsRestoringSession);
  if (isRestoring) return <FullScreenSpinner text={fixed(APP_TEXTS.restoringSession)} />;
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
