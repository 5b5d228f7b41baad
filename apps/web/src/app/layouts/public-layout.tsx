import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useWhenOnScreen } from '../../lib/use-when-on-screen';
import { Navbar } from './navbar';
import { SkipLink } from './skip-link';

// Always below the page's own content: it loads when the end of the page comes on screen, and,
// arriving last, moves nothing already there.
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));

export function PublicLayout() {
  const [observeEnd, isEndOnScreen] = useWhenOnScreen();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Navbar />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {isEndOnScreen ? (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      ) : (
        <div ref={observeEnd} aria-hidden="true" className="h-px" />
      )}
    </div>
  );
}
