import { Award, BookOpen, Building2, ClipboardCheck, LineChart, Timer } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { LinkButton } from '../../../components/ui/button';
import { FeatureGrid, MarketingHero, MarketingSection, Steps } from '../components/marketing';

const FEATURES = [
  {
    Icon: BookOpen,
    title: 'Courses at your own pace',
    text: 'Short video lessons in programming, data science, AI, web development, cloud and aptitude. Your place is saved lesson by lesson, so you can study between classes.',
  },
  {
    Icon: Timer,
    title: 'Timed exams and mock tests',
    text: 'Practise in the format placement drives and entrance tests use. Answers are saved as you go, so a dropped connection does not cost you the attempt.',
  },
  {
    Icon: LineChart,
    title: 'See how you are doing',
    text: 'Your results and progress in one place, so you know which topics need another look before the real test.',
  },
  {
    Icon: Award,
    title: 'Certificates you can share',
    text: 'Finish a course and get a certificate with a verification code, which an employer or college can check.',
  },
  {
    Icon: Building2,
    title: 'Your college, connected',
    text: 'Choose your college when you sign up. Once it approves you, its own exams appear in your dashboard next to the platform’s.',
  },
  {
    Icon: ClipboardCheck,
    title: 'Or study independently',
    text: 'Not linked to a college on the platform? Sign up as an independent student and use every course and platform exam.',
  },
];

const STEPS = [
  {
    title: 'Create your account',
    text: 'Your name, email and a password. Pick your college or study independently.',
  },
  {
    title: 'Confirm your email',
    text: 'Enter the 6-digit code we email you. You are signed in straight away.',
  },
  { title: 'Enrol and learn', text: 'Choose a course and work through its lessons; your progress is saved.' },
  { title: 'Test yourself', text: 'Take exams and mock tests, see your results, and collect certificates.' },
];

/** /Student: what the platform offers a student, and how to start. */
export function StudentInfoPage() {
  return (
    <>
      <MarketingHero
        eyebrow="For students"
        title="Prepare for placements and exams, one lesson at a time"
        lead="Courses that teach the skills recruiters test for, practice exams in the same format, and certificates that prove what you learned. On your phone or laptop, at your own pace."
        actions={{
          main: { to: paths.studentSignUp.href(), label: 'Create a free account' },
          other: { to: paths.studentLogin.href(), label: 'Log in' },
        }}
      />
      <MarketingSection id="student-features" title="What you get">
        <FeatureGrid features={FEATURES} />
      </MarketingSection>
      <MarketingSection id="student-steps" title="How to start" isTinted>
        <Steps steps={STEPS} />
      </MarketingSection>
      <MarketingSection
        id="student-questions"
        title="Questions?"
        intro="How codes, passwords and college approval work is explained on Get Help."
      >
        <div className="flex flex-wrap gap-4">
          <LinkButton to={paths.getHelp.href()} variant="secondary">
            Read the answers
          </LinkButton>
          <LinkButton to={paths.contactUs.href()} variant="ghost">
            Contact us
          </LinkButton>
        </div>
      </MarketingSection>
    </>
  );
}
