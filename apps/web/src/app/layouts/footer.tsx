import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { getBrandName, getSupportPhone, toTelHref } from '../../lib/site-config';
import { paths } from '../../lib/paths';
import { BrandMark } from './brand-mark';

const QUICK_LINKS = [
  { label: msg`Home`, to: paths.home.href() },
  { label: msg`Trending courses`, to: `${paths.home.href()}#trending-courses` },
  { label: msg`About Us`, to: paths.aboutUs.href() },
  { label: msg`Training`, to: paths.training.href() },
  { label: msg`Get Help`, to: paths.getHelp.href() },
];

/** They lead into the student dashboard, through the student login when signed out (spec §2). */
const SERVICE_LINKS = [
  { label: msg`Courses`, to: paths.courses.href() },
  { label: msg`Examination`, to: paths.examination.href() },
];

/**
 * The platforms where the brand can be followed. They lead to each platform's own site: this
 * open-source product has no official accounts, and a deployment that has some replaces these.
 */
/* eslint-disable lingui/no-unlocalized-strings -- the platforms' own names */
const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'X (Twitter)', href: 'https://x.com/' },
];
/* eslint-enable lingui/no-unlocalized-strings */

const footerLinkClassName =
  'rounded-sm text-slate-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

function FooterLinks({ title, links }: { title: string; links: { label: MessageDescriptor; to: string }[] }) {
  const { t } = useLingui();
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={footerLinkClassName}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The free-consultation banner that opens the footer (spec §2). */
function ConsultationBanner({ phone }: { phone: string }) {
  return (
    <div className="bg-indigo-700">
      <div className="mx-auto flex max-w-7xl flex-col items-start justify-between gap-4 px-4 py-8 sm:px-6 md:flex-row md:items-center">
        <div className="flex items-start gap-4">
          <MessageCircle aria-hidden="true" className="mt-1 h-7 w-7 shrink-0 text-indigo-100" />
          <div>
            <h2 className="text-xl font-bold text-white">
              <Trans>Not sure where to start? Book a free consultation.</Trans>
            </h2>
            <p className="mt-1 text-indigo-100">
              <Trans>
                Tell us what you want to learn, or what your college needs, and we will suggest a plan.
              </Trans>
              {phone && (
                <>
                  {' '}
                  <Trans>
                    Or call us on{' '}
                    <a
                      href={toTelHref(phone)}
                      className="font-semibold whitespace-nowrap text-white underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                    >
                      {phone}
                    </a>
                    .
                  </Trans>
                </>
              )}
            </p>
          </div>
        </div>
        <Link
          to={paths.contactUs.href()}
          className="inline-flex h-12 shrink-0 items-center justify-center rounded-lg bg-white px-6 font-semibold text-indigo-800 shadow-sm hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <Trans>Book a free consultation</Trans>
        </Link>
      </div>
    </div>
  );
}

export function Footer() {
  const { t } = useLingui();
  const brand = getBrandName();
  const year = new Date().getFullYear();
  const phone = getSupportPhone();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <ConsultationBanner phone={phone} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <BrandMark to={paths.home.href()} tone="light" />
          <p className="text-sm leading-6">
            <Trans>
              Courses, exams and certificates for students, and the tools colleges need to run their own
              exams.
            </Trans>
          </p>
        </div>
        <FooterLinks title={t`Quick links`} links={QUICK_LINKS} />
        <FooterLinks title={t`Services`} links={SERVICE_LINKS} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
            <Trans>Contact</Trans>
          </h2>
          <ul className="mt-4 space-y-3">
            {phone && (
              <li>
                <a
                  href={toTelHref(phone)}
                  className={`inline-flex items-center gap-2 ${footerLinkClassName}`}
                >
                  <Phone aria-hidden="true" className="h-4 w-4" />
                  {phone}
                </a>
              </li>
            )}
            <li>
              <Link to={paths.contactUs.href()} className={footerLinkClassName}>
                <Trans>Contact Us</Trans>
              </Link>
            </li>
          </ul>
          <h2 className="mt-8 text-sm font-semibold tracking-wide text-white uppercase">
            <Trans>Social</Trans>
          </h2>
          <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} rel="noopener noreferrer" className={footerLinkClassName}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6">
          <Trans>
            © {year} {brand}. All rights reserved.
          </Trans>
        </p>
      </div>
    </footer>
  );
}
