import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PASSWORD_RULE } from '@vidya/contract';
import type { ReactNode } from 'react';
import { paths } from '../../../lib/paths';
import { useFixedText } from '../../../lib/i18n/fixed-texts';
import { Accordion } from '../../../components/ui/accordion';
import { LinkButton } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { MarketingHero, MarketingSection } from '../components/marketing';

/** A question and its answer; the answer's <Trans> is translated when it is shown. */
type HelpItem = { question: MessageDescriptor; answer: ReactNode };

/** The contract's password rule, in the active language, before the advice. */
function PasswordAnswer() {
  const fixed = useFixedText();
  const rule = fixed(PASSWORD_RULE);
  return (
    <p>
      <Trans>{rule} A short sentence you can remember, with a number and a symbol, works well.</Trans>
    </p>
  );
}

const ACCOUNT: HelpItem[] = [
  {
    question: msg`How do I create a student account?`,
    answer: (
      <>
        <p>
          <Trans>
            Choose <TextLink to={paths.studentSignUp.href()}>Sign Up</TextLink> and enter your name, your
            email and a password. You can add your phone number and choose your college, or keep “I study
            independently”.
          </Trans>
        </p>
        <p>
          <Trans>
            We then email you a 6-digit code. Enter it on the page that opens, and you are signed in to your
            dashboard.
          </Trans>
        </p>
      </>
    ),
  },
  {
    question: msg`Do I have to belong to a college?`,
    answer: (
      <p>
        <Trans>
          No. As an independent student you can take every course and every platform exam. If your college
          joins later, choose it in your Personal Details; it approves you, and its own exams then appear in
          your dashboard.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`What makes a valid password?`,
    answer: <PasswordAnswer />,
  },
];

const CODES: HelpItem[] = [
  {
    question: msg`I did not receive the 6-digit code.`,
    answer: (
      <>
        <p>
          <Trans>
            Check that you typed your email correctly, and look in the spam or promotions folder. Codes can
            take a minute to arrive.
          </Trans>
        </p>
        <p>
          <Trans>
            On the code page, choose “Resend code”. You can ask for a new code once a minute, and up to five
            times an hour; each new code replaces the one before.
          </Trans>
        </p>
      </>
    ),
  },
  {
    question: msg`How long does a code work?`,
    answer: (
      <p>
        <Trans>
          Ten minutes, for the one thing it was sent for: confirming your email, resetting your password or
          changing your email. After five wrong tries it stops working, and you need to ask for a new one.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`I closed the page before entering my code.`,
    answer: (
      <p>
        <Trans>
          Log in as usual. We will tell you that your email still needs confirming and take you to the code
          page, where you can also ask for a new code.
        </Trans>
      </p>
    ),
  },
];

const SIGN_IN: HelpItem[] = [
  {
    question: msg`I forgot my password.`,
    answer: (
      <p>
        <Trans>
          Choose “Forgot Password?” on the login page (
          <TextLink to={paths.forgotPassword.href()}>students</TextLink>,{' '}
          <TextLink to={paths.collegeForgotPassword.href()}>colleges</TextLink>). We email a 6-digit code;
          enter it with your new password. For your safety, resetting it signs you out on every device.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`How do I change my password or my email?`,
    answer: (
      <p>
        <Trans>
          Sign in and open Security in your dashboard. A new password needs your current one; other devices
          are signed out when it changes. A new email is confirmed with a code we send to that new address.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`Why do I see “Access denied” when I log in?`,
    answer: (
      <p>
        <Trans>
          Each kind of account has its own login page. Students sign in on the{' '}
          <TextLink to={paths.studentLogin.href()}>student login</TextLink>, colleges on the{' '}
          <TextLink to={paths.collegeLogin.href()}>college login</TextLink>.
        </Trans>
      </p>
    ),
  },
];

const COLLEGES: HelpItem[] = [
  {
    question: msg`How does a college join?`,
    answer: (
      <p>
        <Trans>
          <TextLink to={paths.collegeSignUp.href()}>Register your college</TextLink> and confirm its email
          with the code we send. Our team then checks the registration; until it is approved, signing in tells
          you that it is awaiting approval. We email you once it is approved.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`How do our students join our college?`,
    answer: (
      <p>
        <Trans>
          They choose your college when they sign up, or later in their Personal Details. Their requests
          appear in your dashboard under Student Requests for you to approve. A student who changes college
          needs the new college’s approval.
        </Trans>
      </p>
    ),
  },
];

const LEARNING: HelpItem[] = [
  {
    question: msg`How do courses work?`,
    answer: (
      <p>
        <Trans>
          Enrol in a course and work through its lessons. Each lesson you complete is saved, and when you have
          completed them all, you receive the course certificate.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`How do exams work?`,
    answer: (
      <p>
        <Trans>
          Exams are timed. Your answers are saved as you answer, so a dropped connection does not lose them,
          and if time runs out the exam is submitted with the answers you saved. College exams open only on
          their scheduled date and time.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`How can an employer check my certificate?`,
    answer: (
      <p>
        <Trans>
          Every certificate carries a unique verification code and link. Anyone with the code can confirm the
          certificate is genuine and see whom it was issued to.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`How do I delete my account?`,
    answer: (
      <p>
        <Trans>
          Sign in, open Security and choose “Delete my account”. We ask for your password to confirm. Deleting
          is permanent and cannot be undone.
        </Trans>
      </p>
    ),
  },
];

const GROUPS: { id: string; title: MessageDescriptor; items: HelpItem[] }[] = [
  { id: 'help-account', title: msg`Creating an account`, items: ACCOUNT },
  { id: 'help-codes', title: msg`Email codes`, items: CODES },
  { id: 'help-sign-in', title: msg`Signing in and passwords`, items: SIGN_IN },
  { id: 'help-colleges', title: msg`Colleges`, items: COLLEGES },
  { id: 'help-learning', title: msg`Courses, exams and certificates`, items: LEARNING },
];

/** /GetHelp: answers to the questions people ask most. */
export function GetHelpPage() {
  const { t } = useLingui();
  return (
    <>
      <MarketingHero
        eyebrow={t`Help centre`}
        title={t`Get Help`}
        lead={t`Answers about signing up, email codes, passwords, college approval, exams and certificates.`}
      />
      <div className="mx-auto max-w-4xl space-y-12 px-4 py-16 sm:px-6">
        {GROUPS.map((group) => (
          <section key={group.id} aria-labelledby={group.id}>
            <h2 id={group.id} className="mb-4 text-2xl font-bold text-slate-900">
              {t(group.title)}
            </h2>
            <Accordion
              items={group.items.map(({ question, answer }) => ({ question: t(question), answer }))}
            />
          </section>
        ))}
      </div>
      <MarketingSection
        id="help-contact"
        title={t`Still need help?`}
        isTinted
        intro={t`Write to us with your question and the email you use on the platform.`}
      >
        <LinkButton to={paths.contactUs.href()}>
          <Trans>Contact us</Trans>
        </LinkButton>
      </MarketingSection>
    </>
  );
}
