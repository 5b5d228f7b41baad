import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { COURSE_CATEGORIES, LANDING } from '@vidya/contract';
import { paths } from '../../../lib/paths';
import { LinkButton } from '../../../components/ui/button';
import { formatRupees } from '../../../lib/format';
import { CheckList, MarketingHero, MarketingSection, Steps } from '../components/marketing';
import { FixedText } from '../../../lib/i18n/fixed-texts';

const PROGRAMMES = [
  {
    title: msg`AI Training Program: Foundations`,
    audience: msg`For first- and second-year students, and anyone new to programming for data.`,
    modules: [
      msg`Python for data: variables to pandas`,
      msg`The statistics behind machine learning`,
      msg`Regression, classification and clustering with scikit-learn`,
      msg`Evaluating a model honestly: train, validate, test`,
      msg`Two guided projects on real, public Indian datasets`,
    ],
  },
  {
    title: msg`AI Training Program: Advanced`,
    audience: msg`For students who already code in Python and want to build AI applications.`,
    modules: [
      msg`Neural networks and deep learning with PyTorch`,
      msg`Computer vision and natural language processing`,
      msg`Building applications on large language models`,
      msg`Deploying a model behind an API`,
      msg`A capstone project reviewed by a mentor`,
    ],
  },
];

const STEPS = [
  { title: msg`Choose`, text: msg`A programme for depth, or a specialised course for one skill.` },
  { title: msg`Learn`, text: msg`Lessons online at your own pace, with progress saved as you go.` },
  { title: msg`Practise`, text: msg`Projects and timed tests in the format recruiters use.` },
  {
    title: msg`Get certified`,
    text: msg`A certificate with a verification code when you complete the course.`,
  },
];

/** /Training: the AI training programmes and the specialised courses. */
export function TrainingPage() {
  const { t } = useLingui();
  const steps = STEPS.map(({ title, text }) => ({ title: t(title), text: t(text) }));
  const from = formatRupees(LANDING.trendingCurrentPrice);
  return (
    <>
      <MarketingHero
        eyebrow={t`Training`}
        title={t`Training programmes that end in real projects`}
        lead={t`Two AI programmes, from first steps to building applications, and specialised courses for a single skill. Everything is online, so it fits around your college timetable.`}
        actions={{
          main: { to: paths.studentSignUp.href(), label: t`Sign up to enrol` },
          other: { to: paths.contactUs.href(), label: t`Ask about batches` },
        }}
      />
      <MarketingSection
        id="ai-programmes"
        title={t`AI Training Program`}
        intro={t`Two tracks. Fees depend on the batch and on whether your college enrols a group, so ask us for the current fees.`}
      >
        <ul className="grid gap-6 lg:grid-cols-2">
          {PROGRAMMES.map((programme) => (
            <li
              key={programme.title.id}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 className="text-xl font-bold text-slate-900">{t(programme.title)}</h3>
              <p className="mt-2 text-slate-600">{t(programme.audience)}</p>
              <h4 className="mt-5 text-sm font-semibold tracking-wide text-slate-700 uppercase">
                <Trans>What you cover</Trans>
              </h4>
              <CheckList items={programme.modules.map((module) => t(module))} className="mt-3 space-y-2" />
            </li>
          ))}
        </ul>
      </MarketingSection>
      <MarketingSection
        id="specialised-courses"
        title={t`Specialized Courses`}
        isTinted
        intro={t`Self-paced courses for one skill at a time, from ${from} a course. Each ends with a certificate.`}
      >
        <ul className="flex flex-wrap gap-3">
          {COURSE_CATEGORIES.map((category) => (
            <li
              key={category}
              className="rounded-full bg-white px-4 py-2 font-medium text-slate-800 ring-1 ring-slate-200"
            >
              <FixedText text={category} />
            </li>
          ))}
        </ul>
        <LinkButton to={`${paths.home.href()}#trending-courses`} variant="secondary" className="mt-8">
          <Trans>See the trending courses</Trans>
        </LinkButton>
      </MarketingSection>
      <MarketingSection id="training-steps" title={t`How training works`}>
        <Steps steps={steps} />
      </MarketingSection>
      <MarketingSection
        id="training-colleges"
        title={t`Training a whole batch?`}
        isTinted
        intro={t`A college can enrol a class together, and see its exam results from the college dashboard.`}
      >
        <LinkButton to={paths.contactUs.href()}>
          <Trans>Plan a batch with us</Trans>
        </LinkButton>
      </MarketingSection>
    </>
  );
}
