import { BarChart3, CalendarClock, FileUp, ShieldCheck, UserCheck, Users } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { LinkButton } from '../../../components/ui/button';
import { FeatureGrid, MarketingHero, MarketingSection, Steps } from '../components/marketing';

const FEATURES = [
  {
    Icon: UserCheck,
    title: 'Approve your own students',
    text: 'Students choose your college when they sign up. You approve those who really study with you, and can unlink a student at any time.',
  },
  {
    Icon: CalendarClock,
    title: 'Schedule your own exams',
    text: 'Set the date, the time window and the duration. Only your approved students see the exam, and only while it is open.',
  },
  {
    Icon: FileUp,
    title: 'Import questions in bulk',
    text: 'Bring the question papers your faculty already wrote: add questions one by one or import a whole set at once.',
  },
  {
    Icon: BarChart3,
    title: 'Follow every batch',
    text: 'See each student’s exam results and how your college performs over time, without collecting answer sheets.',
  },
  {
    Icon: ShieldCheck,
    title: 'Exams you can trust',
    text: 'Answers are saved on the server as students go, the deadline is kept by the server’s clock, and correct answers are never sent to a student’s browser during the exam.',
  },
  {
    Icon: Users,
    title: 'Courses for your students',
    text: 'Your students also get the platform’s courses and practice tests, so they can prepare between your exams.',
  },
];

const STEPS = [
  {
    title: 'Register your college',
    text: 'The college name, a contact person, an official email and phone, and your city and state.',
  },
  { title: 'Confirm the email', text: 'Enter the 6-digit code we send to the address you registered.' },
  {
    title: 'Approval by our team',
    text: 'We check that the college is genuine before it appears to students. We email you when it is approved.',
  },
  {
    title: 'Invite your students',
    text: 'Ask them to choose your college when they sign up, then approve their requests from your dashboard.',
  },
];

/** /College: what the platform offers a college, and how to join. */
export function CollegeInfoPage() {
  return (
    <>
      <MarketingHero
        eyebrow="For colleges"
        title="Run your college’s online exams without the paperwork"
        lead="Approve your students, schedule exams with your own questions and see every result in one dashboard. Your students get the platform’s courses and practice tests too."
        actions={{
          main: { to: paths.collegeSignUp.href(), label: 'Register your college' },
          other: { to: paths.collegeLogin.href(), label: 'College login' },
        }}
      />
      <MarketingSection id="college-features" title="What your college gets">
        <FeatureGrid features={FEATURES} />
      </MarketingSection>
      <MarketingSection id="college-steps" title="How a college joins" isTinted>
        <Steps steps={STEPS} />
      </MarketingSection>
      <MarketingSection
        id="college-talk"
        title="Want to see it first?"
        intro="Tell us about your college, the number of students and the exams you run, and we will walk you through it."
      >
        <LinkButton to={paths.contactUs.href()}>Talk to us</LinkButton>
      </MarketingSection>
    </>
  );
}
