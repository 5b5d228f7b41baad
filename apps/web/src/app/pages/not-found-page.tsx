import { NOT_FOUND_PAGE } from '@vidya/contract';
import { LinkButton } from '../../components/ui/button';
import { useFixedText } from '../../lib/i18n/fixed-texts';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  const fixed = useFixedText();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight text-indigo-700 sm:text-5xl">
        {fixed(NOT_FOUND_PAGE.title)}
      </h1>
      <h2 className="mt-4 text-xl font-semibold text-slate-800">{fixed(NOT_FOUND_PAGE.heading)}</h2>
      <p className="mt-2 text-slate-600">{fixed(NOT_FOUND_PAGE.body)}</p>
      <LinkButton to={paths.home.href()} className="mt-8" size="lg">
        {fixed(NOT_FOUND_PAGE.action)}
      </LinkButton>
    </div>
  );
}
