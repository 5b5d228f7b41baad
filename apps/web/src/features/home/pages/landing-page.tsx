import { Award, BookOpen, Building2, ClipboardCheck, GraduationCap } from 'lucide-react';
import { paths } from '../../../app/paths';
import { LinkButton } from '../../../components/ui/button';
import { getBrandName } from '../../../lib/site-config';

const OFFERS = [
  {
    Icon: BookOpen,
    title: 'Courses',
    text: 'Lessons you follow at your own pace, with your progress saved as you go.',
  },
  {
    Icon: ClipboardCheck,
    title: 'Online exams',
    text: 'Timed tests and mock tests, with your results as soon as they are marked.',
  },
  { Icon: Award, title: 'Certificates', text: 'Proof of what you completed, with a code anyone can verify.' },
];

const AUDIENCES = [
  {
    Icon: GraduationCap,
    title: 'For students',
    text: 'Learn skills employers ask for, practise for aptitude tests and placements, and collect certificates.',
    action: { label: 'Student login', to: paths.studentLogin.href() },
    more: { label: 'How it works for students', to: paths.studentInfo.href() },
  },
  {
    Icon: Building2,
    title: 'For colleges',
    text: 'Approve your students, run your own scheduled exams and see how every batch is doing.',
    action: { label: 'College login', to: paths.collegeLogin.href() },
    more: { label: 'How it works for colleges', to: paths.collegeInfo.href() },
  },
];

export function LandingPage() {
  const brand = getBrandName();
  return (
    <>
      <section aria-labelledby="hero-heading" className="bg-indigo-950 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 sm:py-28 lg:grid-cols-2">
          <div>
            <p className="inline-flex rounded-full bg-indigo-900 px-4 py-1 text-sm font-medium text-indigo-100">
              For students and colleges across India
            </p>
            <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">
              Learn the skills. Pass the exams. Earn the certificate.
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-indigo-100">
              {brand} brings courses, online exams and certificates together in one place, so you can prepare
              for placements with confidence, and your college can run its own tests.
            </p>
            <div className="mt-10 flex flex-wrap gap-4">
              <LinkButton to={paths.studentLogin.href()} variant="inverse" size="lg">
                Start learning
              </LinkButton>
              <LinkButton to={paths.training.href()} variant="outlineInverse" size="lg">
                Explore training
              </LinkButton>
              <LinkButton to={paths.contactUs.href()} variant="outlineInverse" size="lg">
                Talk to us
              </LinkButton>
            </div>
          </div>
          <ul className="grid gap-4">
            {OFFERS.map(({ Icon, title, text }) => (
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
    </>
  );
}
