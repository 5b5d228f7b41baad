import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useWhenIdle } from '../../lib/use-when-idle';
import { useWhenOnScreen } from '../../lib/use-when-on-screen';
import { Navbar } from './navbar';
import { SkipLink } from './skip-link';

// Always below the page's own content: it loads once the first screen is done (or sooner, when
// the end of the page comes on screen) and, arriving below, moves nothing already there. It must
// not wait for scrolling: a screen-reader user jumps to its landmark without scrolling.
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));

export function PublicLayout() {
  const [observeEnd, isEndOnScreen] = useWhenOnScreen();
  const isIdle = useWhenIdle();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Navbar />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {isEndOnScreen || isIdle ? (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      ) : (
        <div ref={observeEnd} aria-hidden="true" className="h-px" />
      )}
    </div>
  );
}
