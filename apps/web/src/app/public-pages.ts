import { paths, type AppPath } from './paths';
import type { RouteHandle } from './route-handle';

/** Public pages that a later release fills; until then they say so and point onward. */
export const PLANNED_PUBLIC_PAGES: (RouteHandle & { path: AppPath })[] = [
  {
    path: paths.training,
    title: 'Training',
    planned:
      'Our training programmes, including AI training and specialised courses, will be described here with their prices.',
    related: [{ label: 'Ask us about training', to: paths.contactUs.href() }],
  },
  {
    path: paths.studentInfo,
    title: 'For Students',
    planned: 'How students learn, take exams and earn certificates here will be explained on this page.',
    related: [
      { label: 'Student login', to: paths.studentLogin.href() },
      { label: 'Sign up', to: paths.studentSignUp.href() },
    ],
  },
  {
    path: paths.collegeInfo,
    title: 'For Colleges',
    planned:
      "How colleges run their own exams and follow their students' progress will be explained on this page.",
    related: [
      { label: 'College login', to: paths.collegeLogin.href() },
      { label: 'Register your college', to: paths.collegeSignUp.href() },
    ],
  },
  {
    path: paths.getHelp,
    title: 'Get Help',
    planned: 'Answers to common questions will be collected here. Until then, contact us and we will help.',
    related: [{ label: 'Contact Us', to: paths.contactUs.href() }],
  },
  {
    path: paths.studentSignUp,
    title: 'Student Sign Up',
    planned:
      'Creating a student account, confirmed with a one-time code sent to your email, will be possible here.',
    related: [{ label: 'Already have an account? Log in', to: paths.studentLogin.href() }],
  },
  {
    path: paths.collegeSignUp,
    title: 'College Sign Up',
    planned: 'Registering your college will be possible here; an administrator approves each new college.',
    related: [{ label: 'Already registered? College login', to: paths.collegeLogin.href() }],
  },
  {
    path: paths.studentOtp,
    title: 'Verify Your Email',
    planned: 'You will enter the one-time code sent to your email here to finish creating your account.',
    related: [{ label: 'Student login', to: paths.studentLogin.href() }],
  },
  {
    path: paths.collegeOtp,
    title: 'Verify College Email',
    planned: "You will enter the one-time code sent to your college's email here to finish registering.",
    related: [{ label: 'College login', to: paths.collegeLogin.href() }],
  },
  {
    path: paths.forgotPassword,
    title: 'Forgot Password',
    planned: 'You will be able to reset your password here with a one-time code sent to your email.',
    related: [{ label: 'Back to student login', to: paths.studentLogin.href() }],
  },
  {
    path: paths.collegeForgotPassword,
    title: 'College Forgot Password',
    planned:
      "You will be able to reset your college account's password here with a one-time code sent to your email.",
    related: [{ label: 'Back to college login', to: paths.collegeLogin.href() }],
  },
];
