import { APP_TEXTS } from '@vidya/contract';
import { useSelector } from 'react-redux';
import { Outlet, ScrollRestoration } from 'react-router';
import { LayoutSkeleton } from '../../components/ui/layout-skeleton';
import { useFixedText } from '../../lib/i18n/fixed-texts';
import { selectIsRestoringSession } from '../../lib/session/session-slice';
import { useDocumentTitle } from '../use-document-title';
import { NavigationProgress } from './navigation-progress';

/**
 * Every page sits under this: the document title, the navigation progress bar, and nothing routed
 * until the session is known (the page's frame in grey meanwhile).
 */
export function RootLayout() {
  useDocumentTitle();
  const fixed = useFixedText();
  const isRestoring = useSelector(selectIsRestoringSession);
  if (isRestoring) return <LayoutSkeleton text={fixed(APP_TEXTS.restoringSession)} />;
  return (
    <>
      <ScrollRestoration />
      <NavigationProgress />
      <Outlet />
    </>
  );
}
