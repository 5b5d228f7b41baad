import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, Menu, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useMenuToggle } from '../../lib/use-menu-toggle';
import { NavLink, Outlet, useMatches } from 'react-router';
import { Button } from '../../components/ui/button';
import { joinClassNames } from '../../lib/class-names';
import { useSignOut } from '../../features/auth/use-sign-out';
import { getNavGroups, type DashboardArea } from '../dashboard-pages';
import { findRouteHandle } from '../route-handle';
import { LanguageSwitch } from '../../components/language-switch';
import { BrandMark } from './brand-mark';
import { focusRing } from './nav-link-classes';
import { SkipLink } from './skip-link';

const getSideLinkClassName = ({ isActive }: { isActive: boolean }) =>
  joinClassNames(
    'block rounded-md px-3 py-2 text-sm font-medium transition-colors',
    focusRing,
    isActive ? 'bg-indigo-700 text-white' : 'text-slate-700 hover:bg-slate-200 hover:text-slate-900',
  );

function SideNavigation({ area, onNavigate }: { area: DashboardArea; onNavigate: () => void }) {
  const { t, i18n } = useLingui();
  const areaName = i18n._(area.label);
  return (
    <nav aria-label={t`${areaName} dashboard`} className="space-y-6">
      {getNavGroups(area).map((group) => {
        const groupId = `nav-group-${area.role}-${group.label.id}`;
        return (
          <div key={group.label.id}>
            <p id={groupId} className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {i18n._(group.label)}
            </p>
            <ul aria-labelledby={groupId} className="mt-2 space-y-1">
              {group.links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end className={getSideLinkClassName} onClick={onNavigate}>
                    {i18n._(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

const mainClassName = 'mx-auto max-w-6xl px-4 py-8 focus:outline-none sm:px-6';

type DashboardShellProps = {
  area: DashboardArea;
  userName: string;
  /** Shown in the top bar on every page of the area (the admin's global search). */
  toolbar?: ReactNode;
};

/**
 * The frame of every dashboard: sidebar with the area's pages, who is signed in, and sign-out.
 * A page whose route asks for the 'focus' layout (a timed exam) is shown alone, in the one main.
 */
export function DashboardShell({ area, userName, toolbar }: DashboardShellProps) {
  const { t, i18n } = useLingui();
  const isFocusLayout = findRouteHandle(useMatches())?.layout === 'focus';
  const { isOpen: isNavOpen, toggle: toggleNav, close: closeNav, toggleRef } = useMenuToggle();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const signOut = useSignOut();

  if (isFocusLayout) {
    return (
      <div className="min-h-screen bg-slate-50">
        <SkipLink />
        <main id="main-content" tabIndex={-1} className={mainClassName}>
          <Outlet />
        </main>
      </div>
    );
  }

  const handleSignOut = async () => {
    setIsSigningOut(true);
    await signOut();
  };

  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <SkipLink />
      <aside
        id="dashboard-sidebar"
        className={joinClassNames(
          'border-r border-slate-200 bg-white lg:sticky lg:top-0 lg:block lg:h-screen lg:w-72 lg:shrink-0 lg:overflow-y-auto',
          isNavOpen ? 'block' : 'hidden',
        )}
      >
        <div className="flex h-16 items-center border-b border-slate-200 px-5">
          <BrandMark to={area.home.path} />
        </div>
        <div className="px-3 py-6">
          <SideNavigation area={area} onNavigate={closeNav} />
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-4 border-b border-slate-200 bg-white px-4 sm:px-6">
          <button
            type="button"
            className={`grid h-11 w-11 place-items-center rounded-lg text-slate-800 hover:bg-slate-100 lg:hidden ${focusRing}`}
            ref={toggleRef}
            aria-expanded={isNavOpen}
            aria-controls="dashboard-sidebar"
            aria-label={isNavOpen ? t`Close navigation` : t`Open navigation`}
            onClick={toggleNav}
          >
            {isNavOpen ? (
              <X aria-hidden="true" className="h-6 w-6" />
            ) : (
              <Menu aria-hidden="true" className="h-6 w-6" />
            )}
          </button>
          {toolbar !== undefined && <div className="min-w-0 flex-1 sm:max-w-md">{toolbar}</div>}
          <p
            className={joinClassNames(
              'truncate text-sm text-slate-700',
              // On a narrow screen the toolbar needs the room more than the signed-in name does.
              toolbar !== undefined && 'hidden md:block',
            )}
          >
            <span className="sr-only sm:not-sr-only">{i18n._(area.label)} · </span>
            <Trans>
              Signed in as <span className="font-semibold text-slate-900">{userName}</span>
            </Trans>
          </p>
          <LanguageSwitch />
          <Button variant="secondary" size="sm" onClick={handleSignOut} disabled={isSigningOut}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {isSigningOut ? t`Signing out...` : t`Sign out`}
          </Button>
        </header>
        <main id="main-content" tabIndex={-1} className={mainClassName}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
