import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart3, CalendarClock, FileUp, ShieldCheck, UserCheck, Users } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { LinkButton } from '../../../components/ui/button';
import { FeatureGrid, MarketingHero, MarketingSection, Steps } from '../components/marketing';

const FEATURES = [
  {
    Icon: UserCheck,
    title: msg`Approve your own students`,
    text: msg`Students choose your college when they sign up. You approve those who really study with you, and can unlink a student at any time.`,
  },
  {
    Icon: CalendarClock,
    title: msg`Schedule your own exams`,
    text: msg`Set the date, the time window and the duration. Only your approved students see the exam, and only while it is open.`,
  },
  {
    Icon: FileUp,
    title: msg`Import questions in bulk`,
    text: msg`Bring the question papers your faculty already wrote: add questions one by one or import a whole set at once.`,
  },
  {
    Icon: BarChart3,
    title: msg`Follow every batch`,
    text: msg`See each student’s exam results and how your college performs over time, without collecting answer sheets.`,
  },
  {
    Icon: ShieldCheck,
    title: msg`Exams you can trust`,
    text: msg`Answers are saved on the server as students go, the deadline is kept by the server’s clock, and correct answers are never sent to a student’s browser during the exam.`,
  },
  {
    Icon: Users,
    title: msg`Courses for your students`,
    text: msg`Your students also get the platform’s courses and practice tests, so they can prepare between your exams.`,
  },
];

const STEPS = [
  {
    title: msg`Register your college`,
    text: msg`The college name, a contact person, an official email and phone, and your city and state.`,
  },
  { title: msg`Confirm the email`, text: msg`Enter the 6-digit code we send to the address you registered.` },
  {
    title: msg`Approval by our team`,
    text: msg`We check that the college is genuine before it appears to students. We email you when it is approved.`,
  },
  {
    title: msg`Invite your students`,
    text: msg`Ask them to choose your college when they sign up, then approve their requests from your dashboard.`,
  },
];

/** /College: what the platform offers a college, and how to join. */
export function CollegeInfoPage() {
  const { t } = useLingui();
  const features = FEATURES.map(({ Icon, title, text }) => ({ Icon, title: t(title), text: t(text) }));
  const steps = STEPS.map(({ title, text }) => ({ title: t(title), text: t(text) }));
  return (
    <>
      <MarketingHero
        eyebrow={t`For colleges`}
        title={t`Run your college’s online exams without the paperwork`}
        lead={t`Approve your students, schedule exams with your own questions and see every result in one dashboard. Your students get the platform’s courses and practice tests too.`}
        actions={{
          main: { to: paths.collegeSignUp.href(), label: t`Register your college` },
          other: { to: paths.collegeLogin.href(), label: t`College login` },
        }}
      />
      <MarketingSection id="college-features" title={t`What your college gets`}>
        <FeatureGrid features={features} />
      </MarketingSection>
      <MarketingSection id="college-steps" title={t`How a college joins`} isTinted>
        <Steps steps={steps} />
      </MarketingSection>
      <MarketingSection
        id="college-talk"
        title={t`Want to see it first?`}
        intro={t`Tell us about your college, the number of students and the exams you run, and we will walk you through it.`}
      >
        <LinkButton to={paths.contactUs.href()}>
          <Trans>Talk to us</Trans>
        </LinkButton>
      </MarketingSection>
    </>
  );
}
