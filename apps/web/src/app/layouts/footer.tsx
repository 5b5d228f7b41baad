import { Phone } from 'lucide-react';
import { Link } from 'react-router';
import { getBrandName, getSupportPhone, toTelHref } from '../../lib/site-config';
import { paths } from '../paths';
import { BrandMark } from './brand-mark';

const QUICK_LINKS = [
  { label: 'Home', to: paths.home.href() },
  { label: 'About Us', to: paths.aboutUs.href() },
  { label: 'Training', to: paths.training.href() },
  { label: 'Get Help', to: paths.getHelp.href() },
];

/** They lead into the student dashboard, through the student login when signed out (spec §2). */
const SERVICE_LINKS = [
  { label: 'Courses', to: paths.courses.href() },
  { label: 'Examination', to: paths.examination.href() },
];

const footerLinkClassName =
  'rounded-sm text-slate-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

function FooterLinks({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={footerLinkClassName}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const brand = getBrandName();
  const phone = getSupportPhone();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <BrandMark to={paths.home.href()} tone="light" />
          <p className="text-sm leading-6">
            Courses, exams and certificates for students, and the tools colleges need to run their own exams.
          </p>
        </div>
        <FooterLinks title="Quick links" links={QUICK_LINKS} />
        <FooterLinks title="Services" links={SERVICE_LINKS} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
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
                Contact Us
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6">
          © {new Date().getFullYear()} {brand}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
