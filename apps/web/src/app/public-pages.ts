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
];
