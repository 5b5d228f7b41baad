import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Brain, Calculator, MessageSquareText } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { LinkButton } from '../../../components/ui/button';

const AREAS = [
  {
    Icon: Calculator,
    title: msg`Quantitative aptitude`,
    text: msg`Percentages, ratios, time and work, data interpretation.`,
  },
  {
    Icon: Brain,
    title: msg`Logical reasoning`,
    text: msg`Series, puzzles, seating arrangements, syllogisms.`,
  },
  {
    Icon: MessageSquareText,
    title: msg`Verbal ability`,
    text: msg`Reading comprehension, grammar and vocabulary.`,
  },
];

/** The call to take an aptitude assessment: it starts at the student login. */
export function AptitudeCta() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="aptitude-heading" className="bg-indigo-950 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="aptitude-heading" className="text-3xl font-bold tracking-tight">
            <Trans>Know where you stand before placement season</Trans>
          </h2>
          <p className="mt-4 text-lg leading-8 text-indigo-100">
            <Trans>
              Take a timed aptitude assessment in the same format campus recruiters use. Your answers are
              saved as you go, and your result shows you what to practise next.
            </Trans>
          </p>
          <LinkButton to={paths.studentLogin.href()} variant="inverse" size="lg" className="mt-8">
            <Trans>Take an aptitude assessment</Trans>
          </LinkButton>
        </div>
        <ul className="grid gap-4">
          {AREAS.map(({ Icon, title, text }) => (
            <li key={title.id} className="flex gap-4 rounded-2xl bg-indigo-900 p-5">
              <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-indigo-700">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <span>
                <span className="block font-semibold">{t(title)}</span>
                <span className="mt-1 block text-indigo-100">{t(text)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
