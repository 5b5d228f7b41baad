import { PASSWORD_RULE } from '@vidya/contract';
import { paths } from '../../../lib/paths';
import { Accordion, type AccordionItem } from '../../../components/ui/accordion';
import { LinkButton } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { MarketingHero, MarketingSection } from '../components/marketing';

const ACCOUNT: AccordionItem[] = [
  {
    question: 'How do I create a student account?',
    answer: (
      <>
        <p>
          Choose <TextLink to={paths.studentSignUp.href()}>Sign Up</TextLink> and enter your name, your email
          and a password. You can add your phone number and choose your college, or keep “I study
          independently”.
        </p>
        <p>
          We then email you a 6-digit code. Enter it on the page that opens, and you are signed in to your
          dashboard.
        </p>
      </>
    ),
  },
  {
    question: 'Do I have to belong to a college?',
    answer: (
      <p>
        No. As an independent student you can take every course and every platform exam. If your college joins
        later, choose it in your Personal Details; it approves you, and its own exams then appear in your
        dashboard.
      </p>
    ),
  },
  {
    question: 'What makes a valid password?',
    answer: <p>{PASSWORD_RULE} A short sentence you can remember, with a number and a symbol, works well.</p>,
  },
];

const CODES: AccordionItem[] = [
  {
    question: 'I did not receive the 6-digit code.',
    answer: (
      <>
        <p>
          Check that you typed your email correctly, and look in the spam or promotions folder. Codes can take
          a minute to arrive.
        </p>
        <p>
          On the code page, choose “Resend code”. You can ask for a new code once a minute, and up to five
          times an hour; each new code replaces the one before.
        </p>
      </>
    ),
  },
  {
    question: 'How long does a code work?',
    answer: (
      <p>
        Ten minutes, for the one thing it was sent for: confirming your email, resetting your password or
        changing your email. After five wrong tries it stops working, and you need to ask for a new one.
      </p>
    ),
  },
  {
    question: 'I closed the page before entering my code.',
    answer: (
      <p>
        Log in as usual. We will tell you that your email still needs confirming and take you to the code
        page, where you can also ask for a new code.
      </p>
    ),
  },
];

const SIGN_IN: AccordionItem[] = [
  {
    question: 'I forgot my password.',
    answer: (
      <p>
        Choose “Forgot Password?” on the login page (
        <TextLink to={paths.forgotPassword.href()}>students</TextLink>,{' '}
        <TextLink to={paths.collegeForgotPassword.href()}>colleges</TextLink>). We email a 6-digit code; enter
        it with your new password. For your safety, resetting it signs you out on every device.
      </p>
    ),
  },
  {
    question: 'How do I change my password or my email?',
    answer: (
      <p>
        Sign in and open Security in your dashboard. A new password needs your current one; other devices are
        signed out when it changes. A new email is confirmed with a code we send to that new address.
      </p>
    ),
  },
  {
    question: 'Why do I see “Access denied” when I log in?',
    answer: (
      <p>
        Each kind of account has its own login page. Students sign in on the{' '}
        <TextLink to={paths.studentLogin.href()}>student login</TextLink>, colleges on the{' '}
        <TextLink to={paths.collegeLogin.href()}>college login</TextLink>.
      </p>
    ),
  },
];

const COLLEGES: AccordionItem[] = [
  {
    question: 'How does a college join?',
    answer: (
      <p>
        <TextLink to={paths.collegeSignUp.href()}>Register your college</TextLink> and confirm its email with
        the code we send. Our team then checks the registration; until it is approved, signing in tells you
        that it is awaiting approval. We email you once it is approved.
      </p>
    ),
  },
  {
    question: 'How do our students join our college?',
    answer: (
      <p>
        They choose your college when they sign up, or later in their Personal Details. Their requests appear
        in your dashboard under Student Requests for you to approve. A student who changes college needs the
        new college’s approval.
      </p>
    ),
  },
];

const LEARNING: AccordionItem[] = [
  {
    question: 'How do courses work?',
    answer: (
      <p>
        Enrol in a course and work through its lessons. Each lesson you complete is saved, and when you have
        completed them all, you receive the course certificate.
      </p>
    ),
  },
  {
    question: 'How do exams work?',
    answer: (
      <p>
        Exams are timed. Your answers are saved as you answer, so a dropped connection does not lose them, and
        if time runs out the exam is submitted with the answers you saved. College exams open only on their
        scheduled date and time.
      </p>
    ),
  },
  {
    question: 'How can an employer check my certificate?',
    answer: (
      <p>
        Every certificate carries a unique verification code and link. Anyone with the code can confirm the
        certificate is genuine and see whom it was issued to.
      </p>
    ),
  },
  {
    question: 'How do I delete my account?',
    answer: (
      <p>
        Sign in, open Security and choose “Delete my account”. We ask for your password to confirm. Deleting
        is permanent and cannot be undone.
      </p>
    ),
  },
];

const GROUPS = [
  { id: 'help-account', title: 'Creating an account', items: ACCOUNT },
  { id: 'help-codes', title: 'Email codes', items: CODES },
  { id: 'help-sign-in', title: 'Signing in and passwords', items: SIGN_IN },
  { id: 'help-colleges', title: 'Colleges', items: COLLEGES },
  { id: 'help-learning', title: 'Courses, exams and certificates', items: LEARNING },
];

/** /GetHelp: answers to the questions people ask most. */
export function GetHelpPage() {
  return (
    <>
      <MarketingHero
        eyebrow="Help centre"
        title="Get Help"
        lead="Answers about signing up, email codes, passwords, college approval, exams and certificates."
      />
      <div className="mx-auto max-w-4xl space-y-12 px-4 py-16 sm:px-6">
        {GROUPS.map((group) => (
          <section key={group.id} aria-labelledby={group.id}>
            <h2 id={group.id} className="mb-4 text-2xl font-bold text-slate-900">
              {group.title}
            </h2>
            <Accordion items={group.items} />
          </section>
        ))}
      </div>
      <MarketingSection
        id="help-contact"
        title="Still need help?"
        isTinted
        intro="Write to us with your question and the email you use on the platform."
      >
        <LinkButton to={paths.contactUs.href()}>Contact us</LinkButton>
      </MarketingSection>
    </>
  );
}
