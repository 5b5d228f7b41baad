import { Brain, Calculator, MessageSquareText } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { LinkButton } from '../../../components/ui/button';

const AREAS = [
  {
    Icon: Calculator,
    title: 'Quantitative aptitude',
    text: 'Percentages, ratios, time and work, data interpretation.',
  },
  { Icon: Brain, title: 'Logical reasoning', text: 'Series, puzzles, seating arrangements, syllogisms.' },
  {
    Icon: MessageSquareText,
    title: 'Verbal ability',
    text: 'Reading comprehension, grammar and vocabulary.',
  },
];

/** The call to take an aptitude assessment: it starts at the student login. */
export function AptitudeCta() {
  return (
    <section aria-labelledby="aptitude-heading" className="bg-indigo-950 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="aptitude-heading" className="text-3xl font-bold tracking-tight">
            Know where you stand before placement season
          </h2>
          <p className="mt-4 text-lg leading-8 text-indigo-100">
            Take a timed aptitude assessment in the same format campus recruiters use. Your answers are saved
            as you go, and your result shows you what to practise next.
          </p>
          <LinkButton to={paths.studentLogin.href()} variant="inverse" size="lg" className="mt-8">
            Take an aptitude assessment
          </LinkButton>
        </div>
        <ul className="grid gap-4">
          {AREAS.map(({ Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-2xl bg-indigo-900 p-5">
              <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-indigo-700">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="mt-1 block text-indigo-100">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
