import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Award, BookOpen, Building2, ClipboardCheck, LineChart, Timer } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { LinkButton } from '../../../components/ui/button';
import { FeatureGrid, MarketingHero, MarketingSection, Steps } from '../components/marketing';

const FEATURES = [
  {
    Icon: BookOpen,
    title: msg`Courses at your own pace`,
    text: msg`Short video lessons in programming, data science, AI, web development, cloud and aptitude. Your place is saved lesson by lesson, so you can study between classes.`,
  },
  {
    Icon: Timer,
    title: msg`Timed exams and mock tests`,
    text: msg`Practise in the format placement drives and entrance tests use. Answers are saved as you go, so a dropped connection does not cost you the attempt.`,
  },
  {
    Icon: LineChart,
    title: msg`See how you are doing`,
    text: msg`Your results and progress in one place, so you know which topics need another look before the real test.`,
  },
  {
    Icon: Award,
    title: msg`Certificates you can share`,
    text: msg`Finish a course and get a certificate with a verification code, which an employer or college can check.`,
  },
  {
    Icon: Building2,
    title: msg`Your college, connected`,
    text: msg`Choose your college when you sign up. Once it approves you, its own exams appear in your dashboard next to the platform’s.`,
  },
  {
    Icon: ClipboardCheck,
    title: msg`Or study independently`,
    text: msg`Not linked to a college on the platform? Sign up as an independent student and use every course and platform exam.`,
  },
];

const STEPS = [
  {
    title: msg`Create your account`,
    text: msg`Your name, email and a password. Pick your college or study independently.`,
  },
  {
    title: msg`Confirm your email`,
    text: msg`Enter the 6-digit code we email you. You are signed in straight away.`,
  },
  {
    title: msg`Enrol and learn`,
    text: msg`Choose a course and work through its lessons; your progress is saved.`,
  },
  {
    title: msg`Test yourself`,
    text: msg`Take exams and mock tests, see your results, and collect certificates.`,
  },
];

/** /Student: what the platform offers a student, and how to start. */
export function StudentInfoPage() {
  const { t } = useLingui();
  const features = FEATURES.map(({ Icon, title, text }) => ({ Icon, title: t(title), text: t(text) }));
  const steps = STEPS.map(({ title, text }) => ({ title: t(title), text: t(text) }));
  return (
    <>
      <MarketingHero
        eyebrow={t`For students`}
        title={t`Prepare for placements and exams, one lesson at a time`}
        lead={t`Courses that teach the skills recruiters test for, practice exams in the same format, and certificates that prove what you learned. On your phone or laptop, at your own pace.`}
        actions={{
          main: { to: paths.studentSignUp.href(), label: t`Create a free account` },
          other: { to: paths.studentLogin.href(), label: t`Log in` },
        }}
      />
      <MarketingSection id="student-features" title={t`What you get`}>
        <FeatureGrid features={features} />
      </MarketingSection>
      <MarketingSection id="student-steps" title={t`How to start`} isTinted>
        <Steps steps={steps} />
      </MarketingSection>
      <MarketingSection
        id="student-questions"
        title={t`Questions?`}
        intro={t`How codes, passwords and college approval work is explained on Get Help.`}
      >
        <div className="flex flex-wrap gap-4">
          <LinkButton to={paths.getHelp.href()} variant="secondary">
            <Trans>Read the answers</Trans>
          </LinkButton>
          <LinkButton to={paths.contactUs.href()} variant="ghost">
            <Trans>Contact us</Trans>
          </LinkButton>
        </div>
      </MarketingSection>
    </>
  );
}
