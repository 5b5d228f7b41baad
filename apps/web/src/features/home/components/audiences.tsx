import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Building2, GraduationCap } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { LinkButton } from '../../../components/ui/button';

const AUDIENCES = [
  {
    Icon: GraduationCap,
    title: msg`For students`,
    text: msg`Learn the skills employers ask for, practise for aptitude tests and placements, and collect certificates anyone can verify.`,
    action: { label: msg`Create a student account`, to: paths.studentSignUp.href() },
    more: { label: msg`How it works for students`, to: paths.studentInfo.href() },
  },
  {
    Icon: Building2,
    title: msg`For colleges`,
    text: msg`Approve your students, run your own scheduled exams and see how every batch is doing.`,
    action: { label: msg`Register your college`, to: paths.collegeSignUp.href() },
    more: { label: msg`How it works for colleges`, to: paths.collegeInfo.href() },
  },
];

export function Audiences() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="audiences-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <h2 id="audiences-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        <Trans>One platform, two ways in</Trans>
      </h2>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {AUDIENCES.map(({ Icon, title, text, action, more }) => (
          <article key={title.id} className="flex flex-col rounded-2xl border border-slate-200 p-8 shadow-sm">
            <Icon aria-hidden="true" className="h-8 w-8 text-indigo-700" />
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{t(title)}</h3>
            <p className="mt-2 flex-1 text-slate-600">{t(text)}</p>
            <div className="mt-6 flex flex-wrap items-center gap-4">
              <LinkButton to={action.to}>{t(action.label)}</LinkButton>
              <LinkButton to={more.to} variant="ghost">
                {t(more.label)}
              </LinkButton>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
