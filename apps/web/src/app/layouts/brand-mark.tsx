import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { getBrandName } from '../../lib/site-config';
import { focusRing } from './nav-link-classes';

export function BrandMark({ to, tone = 'dark' }: { to: string; tone?: 'dark' | 'light' }) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-2 rounded-md text-lg font-bold ${focusRing} ${tone === 'dark' ? 'text-slate-900' : 'focus-ring-on-dark text-white'}`}
    >
      <span className="grid h-9 w-9 place-items-center rounded-lg bg-indigo-700 text-white">
        <GraduationCap aria-hidden="true" className="h-5 w-5" />
      </span>
      {getBrandName()}
    </Link>
  );
}
