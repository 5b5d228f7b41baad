import type { Role } from '@vidya/contract';
import type { ComponentType } from 'react';
import { paths, type AppPath } from '../lib/paths';

/**
 * A child page of a dashboard: its URL, title and sidebar group, and either the page itself
 * (loaded on first visit) or, for a page a later release fills, `planned` (its line is in pages/planned-page-texts.ts).
 */
export type DashboardPage = {
  path: AppPath;
  title: string;
  /** Sidebar group; pages with URL parameters are reached from lists, so they have none. */
  group?: string;
  /** 'focus': the page is shown alone, without the sidebar and top bar (a timed exam). */
  layout?: 'focus';
} & ({ load: () => Promise<ComponentType>; planned?: never } | { planned: true; load?: never });

export type DashboardArea = {
  role: Role;
  label: string;
  home: AppPath;
  homeTitle: string;
  pages: DashboardPage[];
};

const s = paths.student;
const c = paths.college;
const a = paths.admin;

export const STUDENT_AREA: DashboardArea = {
  role: 'student',
  label: 'Student',
  home: s.home,
  homeTitle: 'Student Dashboard',
  pages: [
    {
      path: s.courses,
      title: 'Courses',
      group: 'Learning',
      load: () => import('../features/courses/pages/courses-page').then((module) => module.CoursesPage),
    },
    {
      path: s.courseDetails,
      title: 'Course Details',
      load: () =>
        import('../features/courses/pages/course-details-page').then((module) => module.CourseDetailsPage),
    },
    {
      path: s.coursePlayer,
      title: 'Course Player',
      load: () =>
        import('../features/courses/pages/course-player-page').then((module) => module.CoursePlayerPage),
    },
    {
      path: s.examination,
      title: 'Examination',
      group: 'Learning',
      load: () => import('../features/exams/pages/examination-page').then((module) => module.ExaminationPage),
    },
    {
      path: s.examDetails,
      title: 'Exam Details',
      load: () =>
        import('../features/exams/pages/exam-details-page').then((module) => module.ExamDetailsPage),
    },
    {
      path: s.examTest,
      title: 'Exam',
      layout: 'focus',
      load: () => import('../features/exams/pages/exam-test-page').then((module) => module.ExamTestPage),
    },
    {
      path: s.examResults,
      title: 'Exam Results',
      load: () =>
        import('../features/exams/pages/exam-results-page').then((module) => module.ExamResultsPage),
    },
    {
      path: s.certificates,
      title: 'Certificates',
      group: 'Learning',
      load: () =>
        import('../features/certificates/pages/certificates-page').then((module) => module.CertificatesPage),
    },
    {
      path: s.performance,
      title: 'Performance',
      group: 'Learning',
      load: () => import('../features/exams/pages/performance-page').then((module) => module.PerformancePage),
    },
    {
      path: s.profile,
      title: 'Profile',
      group: 'Account',
      load: () => import('../features/students/pages/profile-page').then((module) => module.ProfilePage),
    },
    {
      path: s.personalDetails,
      title: 'Personal Details',
      group: 'Account',
      load: () =>
        import('../features/students/pages/personal-details-page').then(
          (module) => module.PersonalDetailsPage,
        ),
    },
    {
      path: s.security,
      title: 'Security',
      group: 'Account',
      load: () =>
        import('../features/accounts/pages/security-page').then((module) => module.StudentSecurityPage),
    },
  ],
};

export const COLLEGE_AREA: DashboardArea = {
  role: 'college',
  label: 'College',
  home: c.home,
  homeTitle: 'College Dashboard',
  pages: [
    {
      path: c.students,
      title: 'Student Requests',
      group: 'Students',
      planned: true,
    },
    {
      path: c.allStudents,
      title: 'All Students',
      group: 'Students',
      planned: true,
    },
    {
      path: c.createExam,
      title: 'Create Exam',
      group: 'Exams',
      planned: true,
    },
    {
      path: c.scheduledExams,
      title: 'Scheduled Exams',
      group: 'Exams',
      planned: true,
    },
    {
      path: c.examHistory,
      title: 'Exam History',
      group: 'Exams',
      planned: true,
    },
    {
      path: c.examDetails,
      title: 'Exam Details',
      planned: true,
    },
    {
      path: c.performance,
      title: 'Performance',
      group: 'Exams',
      planned: true,
    },
    {
      path: c.profile,
      title: 'College Profile',
      group: 'College',
      load: () =>
        import('../features/colleges/pages/college-profile-page').then((module) => module.CollegeProfilePage),
    },
    {
      path: c.details,
      title: 'College Details',
      group: 'College',
      load: () =>
        import('../features/colleges/pages/college-details-page').then((module) => module.CollegeDetailsPage),
    },
    {
      path: c.yourPlan,
      title: 'Your Plan',
      group: 'College',
      planned: true,
    },
    {
      path: c.security,
      title: 'Security',
      group: 'College',
      load: () =>
        import('../features/accounts/pages/security-page').then((module) => module.CollegeSecurityPage),
    },
  ],
};

export const ADMIN_AREA: DashboardArea = {
  role: 'admin',
  label: 'Admin',
  home: a.home,
  homeTitle: 'Admin Dashboard',
  pages: [
    {
      path: a.studentSection,
      title: 'Students',
      group: 'Students',
      planned: true,
    },
    {
      path: a.studentManagement,
      title: 'Student Management',
      group: 'Students',
      planned: true,
    },
    {
      path: a.allStudents,
      title: 'All Students',
      group: 'Students',
      planned: true,
    },
    {
      path: a.platformStudents,
      title: 'Platform Students',
      group: 'Students',
      planned: true,
    },
    {
      path: a.collegeStudents,
      title: 'College Students',
      group: 'Students',
      planned: true,
    },
    {
      path: a.examApprovals,
      title: 'Exam Approvals',
      group: 'Students',
      planned: true,
    },
    {
      path: a.payments,
      title: 'Payments',
      group: 'Students',
      load: () =>
        import('../features/payments/pages/student-payments-page').then(
          (module) => module.StudentPaymentsPage,
        ),
    },
    {
      path: a.studentDetails,
      title: 'Student Details',
      planned: true,
    },
    {
      path: a.marksWithoutCollege,
      title: 'Marks Without College',
      group: 'Students',
      planned: true,
    },
    {
      path: a.marksWithCollege,
      title: 'Marks With College',
      group: 'Students',
      planned: true,
    },
    {
      path: a.collegeRegisteredStudents,
      title: 'College Registered Students',
      group: 'Students',
      planned: true,
    },
    {
      path: a.studentExamList,
      title: 'Student Exams',
      load: () =>
        import('../features/exam-management/pages/student-exam-pages').then(
          (module) => module.StudentExamListPage,
        ),
    },
    {
      path: a.studentExamDetail,
      title: 'Student Exam Detail',
      load: () =>
        import('../features/exam-management/pages/student-exam-pages').then(
          (module) => module.StudentExamDetailPage,
        ),
    },
    {
      path: a.contactManagement,
      title: 'Contact Messages',
      group: 'Contact',
      planned: true,
    },
    {
      path: a.collegeSection,
      title: 'Colleges',
      group: 'Colleges',
      planned: true,
    },
    {
      path: a.registeredColleges,
      title: 'Registered Colleges',
      group: 'Colleges',
      planned: true,
    },
    {
      path: a.pendingColleges,
      title: 'Pending Colleges',
      group: 'Colleges',
      planned: true,
    },
    {
      path: a.collegeAnalytics,
      title: 'College Analytics',
      group: 'Colleges',
      planned: true,
    },
    {
      path: a.manageQuestions,
      title: 'Manage Questions',
      group: 'Questions',
      load: () =>
        import('../features/exam-management/pages/question-bank-page').then(
          (module) => module.ManageQuestionsPage,
        ),
    },
    {
      path: a.manageCollegeQuestions,
      title: 'Manage College Questions',
      group: 'Questions',
      load: () =>
        import('../features/exam-management/pages/question-bank-page').then(
          (module) => module.ManageCollegeQuestionsPage,
        ),
    },
    {
      path: a.questionBank,
      title: 'Question Bank',
      group: 'Questions',
      load: () =>
        import('../features/exam-management/pages/question-bank-page').then(
          (module) => module.QuestionBankRoutePage,
        ),
    },
    {
      path: a.addNewQuestions,
      title: 'Add Questions',
      group: 'Questions',
      load: () =>
        import('../features/exam-management/pages/add-question-page').then(
          (module) => module.AddPlatformQuestionPage,
        ),
    },
    {
      path: a.addCollegeQuestions,
      title: 'Add College Questions',
      group: 'Questions',
      load: () =>
        import('../features/exam-management/pages/add-question-page').then(
          (module) => module.AddCollegeQuestionPage,
        ),
    },
    {
      path: a.viewCollegeQuestions,
      title: 'College Questions',
      group: 'Questions',
      load: () =>
        import('../features/exam-management/pages/question-bank-page').then(
          (module) => module.ViewCollegeQuestionsPage,
        ),
    },
    {
      path: a.updateQuestions,
      title: 'Update Questions',
      load: () =>
        import('../features/exam-management/pages/exam-questions-page').then(
          (module) => module.UpdateQuestionsPage,
        ),
    },
    {
      path: a.examQuestions,
      title: 'Exam Questions',
      load: () =>
        import('../features/exam-management/pages/exam-questions-page').then(
          (module) => module.ExamQuestionsRoutePage,
        ),
    },
    {
      path: a.collegeExamQuestions,
      title: 'College Exam Questions',
      load: () =>
        import('../features/exam-management/pages/exam-questions-page').then(
          (module) => module.CollegeExamQuestionsPage,
        ),
    },
    {
      path: a.updateCollegeExamQuestions,
      title: 'Update College Exam Questions',
      load: () =>
        import('../features/exam-management/pages/exam-questions-page').then(
          (module) => module.UpdateCollegeExamQuestionsPage,
        ),
    },
    {
      path: a.manageExams,
      title: 'Manage Exams',
      group: 'Exams',
      load: () =>
        import('../features/exam-management/pages/exam-list-page').then((module) => module.ManageExamsPage),
    },
    {
      path: a.collegeExams,
      title: 'College Exams',
      group: 'Exams',
      load: () =>
        import('../features/exam-management/pages/exam-list-page').then((module) => module.CollegeExamsPage),
    },
    {
      path: a.addNewExam,
      title: 'Add Exam',
      group: 'Exams',
      load: () =>
        import('../features/exam-management/pages/add-exam-page').then(
          (module) => module.AddPlatformExamPage,
        ),
    },
    {
      path: a.addNewCollegeExam,
      title: 'Add College Exam',
      group: 'Exams',
      load: () =>
        import('../features/exam-management/pages/add-exam-page').then((module) => module.AddCollegeExamPage),
    },
    {
      path: a.examManagement,
      title: 'Exam Management',
      group: 'Exams',
      load: () =>
        import('../features/exam-management/pages/exam-list-page').then(
          (module) => module.ExamManagementPage,
        ),
    },
    {
      path: a.examManagementColleges,
      title: 'Exams by College',
      group: 'Exams',
      load: () =>
        import('../features/exam-management/pages/exam-colleges-page').then(
          (module) => module.ExamCollegesPage,
        ),
    },
    {
      path: a.examManagementCollege,
      title: 'College Exams',
      load: () =>
        import('../features/exam-management/pages/exam-list-page').then(
          (module) => module.CollegeExamListPage,
        ),
    },
    {
      path: a.examManagementByType,
      title: 'Exams by Type',
      load: () =>
        import('../features/exam-management/pages/exam-list-page').then((module) => module.ExamsByTypePage),
    },
    {
      path: a.editCollegeExam,
      title: 'Edit College Exam',
      load: () =>
        import('../features/exam-management/pages/edit-exam-page').then(
          (module) => module.EditCollegeExamPage,
        ),
    },
    {
      path: a.adminCourses,
      title: 'Courses',
      group: 'Courses',
      load: () =>
        import('../features/course-management/pages/admin-courses-page').then(
          (module) => module.AdminCoursesPage,
        ),
    },
    {
      path: a.addCourse,
      title: 'Add Course',
      group: 'Courses',
      load: () =>
        import('../features/course-management/pages/add-course-page').then((module) => module.AddCoursePage),
    },
    {
      path: a.courseList,
      title: 'Course List',
      group: 'Courses',
      load: () =>
        import('../features/course-management/pages/course-list-page').then(
          (module) => module.CourseListPage,
        ),
    },
    {
      path: a.editCourse,
      title: 'Edit Course',
      load: () =>
        import('../features/course-management/pages/edit-course-page').then(
          (module) => module.EditCoursePage,
        ),
    },
    {
      path: a.updateCourseDetails,
      title: 'Update Exam Details',
      load: () =>
        import('../features/exam-management/pages/edit-exam-page').then(
          (module) => module.EditPlatformExamPage,
        ),
    },
  ],
};

export type NavGroup = { label: string; links: { label: string; to: string }[] };

/** The sidebar of an area: its home, then every page without URL parameters, by group. */
export function getNavGroups(area: DashboardArea): NavGroup[] {
  const groups: NavGroup[] = [{ label: 'Overview', links: [{ label: 'Dashboard', to: area.home.path }] }];
  for (const page of area.pages) {
    if (page.group === undefined) continue;
    let group = groups.find((candidate) => candidate.label === page.group);
    if (group === undefined) {
      group = { label: page.group, links: [] };
      groups.push(group);
    }
    group.links.push({ label: page.title, to: page.path.path });
  }
  return groups;
}
