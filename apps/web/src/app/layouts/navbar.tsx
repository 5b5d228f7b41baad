import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { APP_TEXTS } from '@vidya/contract';
import { Menu, Search, X } from 'lucide-react';
import { useSelector } from 'react-redux';
import { Form, Link, NavLink } from 'react-router';
import { LinkButton } from '../../components/ui/button';
import { useFixedText } from '../../lib/i18n/fixed-texts';
import { selectSession } from '../../lib/session/session-slice';
import { useMenuToggle } from '../../lib/use-menu-toggle';
import { getDashboardPath, paths } from '../../lib/paths';
import { LanguageSwitch } from '../../components/language-switch';
import { BrandMark } from './brand-mark';
import { focusRing, getTopNavLinkClassName } from './nav-link-classes';

const MAIN_LINKS = [
  { label: msg`Home`, to: paths.home.href(), end: true },
  { label: msg`Student`, to: paths.studentInfo.href(), end: false },
  { label: msg`College`, to: paths.collegeInfo.href(), end: false },
  { label: msg`Training`, to: paths.training.href(), end: false },
];

/** Only the mobile menu lists these; on wide screens they live in the footer (spec §2 Navbar). */
const MOBILE_ONLY_LINKS = [
  { label: msg`About Us`, to: paths.aboutUs.href(), end: false },
  { label: msg`Contact Us`, to: paths.contactUs.href(), end: false },
];

/** Searches the course catalogue: a plain GET form, so it works the same with the keyboard or a click. */
function CourseSearchForm({ id, onSubmit }: { id: string; onSubmit?: () => void }) {
  const { t } = useLingui();
  const fixed = useFixedText();
  return (
    <Form
      role="search"
      aria-label={t`Courses`}
      method="get"
      action={paths.courseSearch.path}
      onSubmit={onSubmit}
      className="relative"
    >
      <label htmlFor={id} className="sr-only">
        <Trans>Search courses</Trans>
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-600"
      />
      <input
        id={id}
        name="q"
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={fixed(APP_TEXTS.searchPlaceholder)}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-600 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600"
      />
    </Form>
  );
}

function AccountActions({ onNavigate }: { onNavigate?: () => void }) {
  const { isAuthenticated, userRole } = useSelector(selectSession);
  if (isAuthenticated && userRole !== '') {
    return (
      <LinkButton to={getDashboardPath(userRole)} onClick={onNavigate}>
        <Trans>My dashboard</Trans>
      </LinkButton>
    );
  }
  return (
    <>
      <LinkButton to={paths.studentLogin.href()} variant="secondary" onClick={onNavigate}>
        <Trans>Log in</Trans>
      </LinkButton>
      <LinkButton to={paths.studentSignUp.href()} onClick={onNavigate}>
        <Trans>Sign Up</Trans>
      </LinkButton>
    </>
  );
}

export function Navbar() {
  const { t } = useLingui();
  const { isOpen: isMenuOpen, toggle: toggleMenu, close: closeMenu, toggleRef } = useMenuToggle();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label={t`Main`}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <BrandMark to={paths.home.href()} />
        <ul className="hidden items-center gap-1 md:flex">
          {MAIN_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={getTopNavLinkClassName}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="hidden items-center gap-3 md:flex">
          <div className="hidden w-64 lg:block">
            <CourseSearchForm id="navbar-search" />
          </div>
          <Link
            to={paths.courseSearch.href()}
            aria-label={t`Search courses`}
            className={`grid h-10 w-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden ${focusRing}`}
          >
            <Search aria-hidden="true" className="h-5 w-5" />
          </Link>
          <LanguageSwitch />
          <AccountActions />
        </div>
        <button
          type="button"
          className={`grid h-11 w-11 place-items-center rounded-lg text-slate-800 hover:bg-slate-100 md:hidden ${focusRing}`}
          ref={toggleRef}
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
          aria-label={isMenuOpen ? t`Close menu` : t`Open menu`}
          onClick={toggleMenu}
        >
          {isMenuOpen ? (
            <X aria-hidden="true" className="h-6 w-6" />
          ) : (
            <Menu aria-hidden="true" className="h-6 w-6" />
          )}
        </button>
      </nav>
      <div
        id="mobile-menu"
        hidden={!isMenuOpen}
        className="border-t border-slate-200 px-4 pt-3 pb-5 md:hidden"
      >
        <div className="mb-3">
          <CourseSearchForm id="mobile-search" onSubmit={closeMenu} />
        </div>
        <ul className="space-y-1">
          {[...MAIN_LINKS, ...MOBILE_ONLY_LINKS].map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                onClick={closeMenu}
                className={(state) => `block ${getTopNavLinkClassName(state)}`}
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex gap-3">
          <AccountActions onNavigate={closeMenu} />
        </div>
        <LanguageSwitch className="mt-4" />
      </div>
    </header>
  );
}
