import { Building2, GraduationCap } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { LinkButton } from '../../../components/ui/button';

const AUDIENCES = [
  {
    Icon: GraduationCap,
    title: 'For students',
    text: 'Learn the skills employers ask for, practise for aptitude tests and placements, and collect certificates anyone can verify.',
    action: { label: 'Create a student account', to: paths.studentSignUp.href() },
    more: { label: 'How it works for students', to: paths.studentInfo.href() },
  },
  {
    Icon: Building2,
    title: 'For colleges',
    text: 'Approve your students, run your own scheduled exams and see how every batch is doing.',
    action: { label: 'Register your college', to: paths.collegeSignUp.href() },
    more: { label: 'How it works for colleges', to: paths.collegeInfo.href() },
  },
];

export function Audiences() {
  return (
    <section aria-labelledby="audiences-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <h2 id="audiences-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        One platform, two ways in
      </h2>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {AUDIENCES.map(({ Icon, title, text, action, more }) => (
          <article key={title} className="flex flex-col rounded-2xl border border-slate-200 p-8 shadow-sm">
            <Icon aria-hidden="true" className="h-8 w-8 text-indigo-700" />
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 flex-1 text-slate-600">{text}</p>
            <div className="mt-6 flex flex-wrap items-center gap-4">
              <LinkButton to={action.to}>{action.label}</LinkButton>
              <LinkButton to={more.to} variant="ghost">
                {more.label}
              </LinkButton>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
