import { COURSE_CATEGORIES, LANDING } from '@vidya/contract';
import { paths } from '../../../lib/paths';
import { LinkButton } from '../../../components/ui/button';
import { formatRupees } from '../../../lib/format';
import { CheckList, MarketingHero, MarketingSection, Steps } from '../components/marketing';

const PROGRAMMES = [
  {
    title: 'AI Training Program: Foundations',
    audience: 'For first- and second-year students, and anyone new to programming for data.',
    modules: [
      'Python for data: variables to pandas',
      'The statistics behind machine learning',
      'Regression, classification and clustering with scikit-learn',
      'Evaluating a model honestly: train, validate, test',
      'Two guided projects on real, public Indian datasets',
    ],
  },
  {
    title: 'AI Training Program: Advanced',
    audience: 'For students who already code in Python and want to build AI applications.',
    modules: [
      'Neural networks and deep learning with PyTorch',
      'Computer vision and natural language processing',
      'Building applications on large language models',
      'Deploying a model behind an API',
      'A capstone project reviewed by a mentor',
    ],
  },
];

const STEPS = [
  { title: 'Choose', text: 'A programme for depth, or a specialised course for one skill.' },
  { title: 'Learn', text: 'Lessons online at your own pace, with progress saved as you go.' },
  { title: 'Practise', text: 'Projects and timed tests in the format recruiters use.' },
  { title: 'Get certified', text: 'A certificate with a verification code when you complete the course.' },
];

/** /Training: the AI training programmes and the specialised courses. */
export function TrainingPage() {
  return (
    <>
      <MarketingHero
        eyebrow="Training"
        title="Training programmes that end in real projects"
        lead="Two AI programmes, from first steps to building applications, and specialised courses for a single skill. Everything is online, so it fits around your college timetable."
        actions={{
          main: { to: paths.studentSignUp.href(), label: 'Sign up to enrol' },
          other: { to: paths.contactUs.href(), label: 'Ask about batches' },
        }}
      />
      <MarketingSection
        id="ai-programmes"
        title="AI Training Program"
        intro="Two tracks. Fees depend on the batch and on whether your college enrols a group, so ask us for the current fees."
      >
        <ul className="grid gap-6 lg:grid-cols-2">
          {PROGRAMMES.map((programme) => (
            <li key={programme.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-xl font-bold text-slate-900">{programme.title}</h3>
              <p className="mt-2 text-slate-600">{programme.audience}</p>
              <h4 className="mt-5 text-sm font-semibold tracking-wide text-slate-700 uppercase">
                What you cover
              </h4>
              <CheckList items={programme.modules} className="mt-3 space-y-2" />
            </li>
          ))}
        </ul>
      </MarketingSection>
      <MarketingSection
        id="specialised-courses"
        title="Specialized Courses"
        isTinted
        intro={`Self-paced courses for one skill at a time, from ${formatRupees(LANDING.trendingCurrentPrice)} a course. Each ends with a certificate.`}
      >
        <ul className="flex flex-wrap gap-3">
          {COURSE_CATEGORIES.map((category) => (
            <li
              key={category}
              className="rounded-full bg-white px-4 py-2 font-medium text-slate-800 ring-1 ring-slate-200"
            >
              {category}
            </li>
          ))}
        </ul>
        <LinkButton to={`${paths.home.href()}#trending-courses`} variant="secondary" className="mt-8">
          See the trending courses
        </LinkButton>
      </MarketingSection>
      <MarketingSection id="training-steps" title="How training works">
        <Steps steps={STEPS} />
      </MarketingSection>
      <MarketingSection
        id="training-colleges"
        title="Training a whole batch?"
        isTinted
        intro="A college can enrol a class together, and see its exam results from the college dashboard."
      >
        <LinkButton to={paths.contactUs.href()}>Plan a batch with us</LinkButton>
      </MarketingSection>
    </>
  );
}
