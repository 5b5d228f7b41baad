import { NOT_FOUND_PAGE } from '@vidya/contract';
import { LinkButton } from '../../components/ui/button';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight text-indigo-700 sm:text-5xl">
        {NOT_FOUND_PAGE.title}
      </h1>
      <h2 className="mt-4 text-xl font-semibold text-slate-800">{NOT_FOUND_PAGE.heading}</h2>
      <p className="mt-2 text-slate-600">{NOT_FOUND_PAGE.body}</p>
      <LinkButton to={paths.home.href()} className="mt-8" size="lg">
        {NOT_FOUND_PAGE.action}
      </LinkButton>
    </div>
  );
}
