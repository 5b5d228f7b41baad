import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '@vidya/contract';
import type { ComponentType } from 'react';
import { paths, type AppPath } from '../lib/paths';

/** A child page of a dashboard: its URL, title and sidebar group, and the page itself (loaded on first visit). */
export type DashboardPage = {
  path: AppPath;
  title: MessageDescriptor;
  /** Sidebar group; pages with URL parameters are reached from lists, so they have none. */
  group?: MessageDescriptor;
  /** 'focus': the page is shown alone, without the sidebar and top bar (a timed exam). */
  layout?: 'focus';
  load: () => Promise<ComponentType>;
};

export type DashboardArea = {
  role: Role;
  label: MessageDescriptor;
  home: AppPath;
  homeTitle: MessageDescriptor;
  pages: DashboardPage[];
};

const s = paths.student;
const c = paths.college;
const a = paths.admin;

export const STUDENT_AREA: DashboardArea = {
  role: 'student',
  label: msg`Student`,
  home: s.home,
  homeTitle: msg`Student Dashboard`,
  pages: [
    {
      path: s.courses,
      title: msg`Courses`,
      group: msg`Learning`,
      load: () => import('../features/courses/pages/courses-page').then((module) => module.CoursesPage),
    },
    {
      path: s.courseDetails,
      title: msg`Course Details`,
      load: () =>
        import('../features/courses/pages/course-details-page').then((module) => module.CourseDetailsPage),
    },
    {
      path: s.coursePlayer,
      title: msg`Course Player`,
      load: () =>
        import('../features/courses/pages/course-player-page').then((module) => module.CoursePlayerPage),
    },
    {
      path: s.examination,
      title: msg`Examination`,
      group: msg`Learning`,
      load: () =>
        import('../features/exams/taking/pages/examination-page').then((module) => module.ExaminationPage),
    },
    {
      path: s.examDetails,
      title: msg`Exam Details`,
      load: () =>
        import('../features/exams/taking/pages/exam-details-page').then((module) => module.ExamDetailsPage),
    },
    {
      path: s.examTest,
      title: msg`Exam`,
      layout: 'focus',
      load: () =>
        import('../features/exams/taking/pages/exam-test-page').then((module) => module.ExamTestPage),
    },
    {
      path: s.examResults,
      title: msg`Exam Results`,
      load: () =>
        import('../features/exams/results/pages/exam-results-page').then((module) => module.ExamResultsPage),
    },
    {
      path: s.certificates,
      title: msg`Certificates`,
      group: msg`Learning`,
      load: () =>
        import('../features/certificates/pages/certificates-page').then((module) => module.CertificatesPage),
    },
    {
      path: s.performance,
      title: msg`Performance`,
      group: msg`Learning`,
      load: () =>
        import('../features/exams/results/pages/performance-page').then((module) => module.PerformancePage),
    },
    {
      path: s.profile,
      title: msg`Profile`,
      group: msg`Account`,
      load: () => import('../features/students/pages/profile-page').then((module) => module.ProfilePage),
    },
    {
      path: s.personalDetails,
      title: msg`Personal Details`,
      group: msg`Account`,
      load: () =>
        import('../features/students/pages/personal-details-page').then(
          (module) => module.PersonalDetailsPage,
        ),
    },
    {
      path: s.security,
      title: msg`Security`,
      group: msg`Account`,
      load: () =>
        import('../features/accounts/pages/security-page').then((module) => module.StudentSecurityPage),
    },
  ],
};

export const COLLEGE_AREA: DashboardArea = {
  role: 'college',
  label: msg`College`,
  home: c.home,
  homeTitle: msg`College Dashboard`,
  pages: [
    {
      path: c.students,
      title: msg`Student Requests`,
      group: msg`Students`,
      load: () =>
        import('../features/student-management/pages/college-student-requests-page').then(
          (module) => module.CollegeStudentRequestsPage,
        ),
    },
    {
      path: c.allStudents,
      title: msg`All Students`,
      group: msg`Students`,
      load: () =>
        import('../features/student-management/pages/college-accepted-students-page').then(
          (module) => module.CollegeAcceptedStudentsPage,
        ),
    },
    {
      path: c.invitations,
      title: msg`Invite Students`,
      group: msg`Students`,
      load: () =>
        import('../features/student-management/pages/college-invitations-page').then(
          (module) => module.CollegeInvitationsPage,
        ),
    },
    {
      path: c.createExam,
      title: msg`Create Exam`,
      group: msg`Exams`,
      load: () =>
        import('../features/exams/authoring/pages/college-create-exam-page').then(
          (module) => module.CollegeCreateExamPage,
        ),
    },
    {
      path: c.scheduledExams,
      title: msg`Scheduled Exams`,
      group: msg`Exams`,
      load: () =>
        import('../features/exams/authoring/pages/college-scheduled-exams-page').then(
          (module) => module.CollegeScheduledExamsPage,
        ),
    },
    {
      path: c.editExam,
      title: msg`Edit Exam`,
      load: () =>
        import('../features/exams/authoring/pages/college-edit-exam-page').then(
          (module) => module.CollegeEditExamPage,
        ),
    },
    {
      path: c.examQuestions,
      title: msg`Exam Questions`,
      load: () =>
        import('../features/exams/authoring/pages/college-exam-questions-page').then(
          (module) => module.CollegeExamQuestionsPage,
        ),
    },
    {
      path: c.questionBank,
      title: msg`Question Bank`,
      group: msg`Exams`,
      load: () =>
        import('../features/exams/authoring/pages/college-question-bank-page').then(
          (module) => module.CollegeQuestionBankPage,
        ),
    },
    {
      path: c.examHistory,
      title: msg`Exam History`,
      group: msg`Exams`,
      load: () =>
        import('../features/exams/results/pages/college-exam-history-page').then(
          (module) => module.CollegeExamHistoryPage,
        ),
    },
    {
      path: c.examDetails,
      title: msg`Exam Details`,
      load: () =>
        import('../features/exams/monitor/pages/college-exam-details-page').then(
          (module) => module.CollegeExamDetailsPage,
        ),
    },
    {
      path: c.performance,
      title: msg`Performance`,
      group: msg`Exams`,
      load: () =>
        import('../features/colleges/pages/college-performance-page').then(
          (module) => module.CollegePerformancePage,
        ),
    },
    {
      path: c.profile,
      title: msg`College Profile`,
      group: msg`College`,
      load: () =>
        import('../features/colleges/pages/college-profile-page').then((module) => module.CollegeProfilePage),
    },
    {
      path: c.details,
      title: msg`College Details`,
      group: msg`College`,
      load: () =>
        import('../features/colleges/pages/college-details-page').then((module) => module.CollegeDetailsPage),
    },
    {
      path: c.yourPlan,
      title: msg`Your Plan`,
      group: msg`College`,
      load: () => import('../features/colleges/pages/your-plan-page').then((module) => module.YourPlanPage),
    },
    {
      path: c.security,
      title: msg`Security`,
      group: msg`College`,
      load: () =>
        import('../features/accounts/pages/security-page').then((module) => module.CollegeSecurityPage),
    },
  ],
};

export const ADMIN_AREA: DashboardArea = {
  role: 'admin',
  label: msg`Admin`,
  home: a.home,
  homeTitle: msg`Admin Dashboard`,
  pages: [
    {
      path: a.studentSection,
      title: msg`Students`,
      group: msg`Students`,
      load: () =>
        import('../features/student-management/pages/student-section-page').then(
          (module) => module.StudentSectionPage,
        ),
    },
    {
      path: a.studentManagement,
      title: msg`Student Management`,
      group: msg`Students`,
      load: () =>
        import('../features/student-management/pages/student-list-pages').then(
          (module) => module.StudentManagementPage,
        ),
    },
    {
      path: a.allStudents,
      title: msg`All Students`,
      group: msg`Students`,
      load: () =>
        import('../features/student-management/pages/student-list-pages').then(
          (module) => module.AllStudentsPage,
        ),
    },
    {
      path: a.platformStudents,
      title: msg`Platform Students`,
      group: msg`Students`,
      load: () =>
        import('../features/student-management/pages/student-list-pages').then(
          (module) => module.PlatformStudentsPage,
        ),
    },
    {
      path: a.collegeStudents,
      title: msg`College Students`,
      group: msg`Students`,
      load: () =>
        import('../features/student-management/pages/student-list-pages').then(
          (module) => module.CollegeStudentsPage,
        ),
    },
    {
      path: a.examApprovals,
      title: msg`Exam Approvals`,
      group: msg`Students`,
      load: () =>
        import('../features/student-management/pages/exam-approvals-page').then(
          (module) => module.ExamApprovalsPage,
        ),
    },
    {
      path: a.payments,
      title: msg`Payments`,
      group: msg`Students`,
      load: () =>
        import('../features/payments/pages/student-payments-page').then(
          (module) => module.StudentPaymentsPage,
        ),
    },
    {
      path: a.studentDetails,
      title: msg`Student Details`,
      load: () =>
        import('../features/student-management/pages/student-detail-page').then(
          (module) => module.StudentDetailPage,
        ),
    },
    {
      path: a.marksWithoutCollege,
      title: msg`Marks Without College`,
      group: msg`Students`,
      load: () =>
        import('../features/exams/results/pages/marks-pages').then(
          (module) => module.MarksWithoutCollegePage,
        ),
    },
    {
      path: a.marksWithCollege,
      title: msg`Marks With College`,
      group: msg`Students`,
      load: () =>
        import('../features/exams/results/pages/marks-pages').then((module) => module.MarksWithCollegePage),
    },
    {
      path: a.collegeRegisteredStudents,
      title: msg`College Registered Students`,
      group: msg`Students`,
      load: () =>
        import('../features/student-management/pages/college-registered-students-page').then(
          (module) => module.CollegeRegisteredStudentsPage,
        ),
    },
    {
      path: a.studentExamList,
      title: msg`Student Exams`,
      load: () =>
        import('../features/exams/results/pages/student-exam-pages').then(
          (module) => module.StudentExamListPage,
        ),
    },
    {
      path: a.studentExamDetail,
      title: msg`Student Exam Detail`,
      load: () =>
        import('../features/exams/results/pages/student-exam-pages').then(
          (module) => module.StudentExamDetailPage,
        ),
    },
    {
      path: a.contactManagement,
      title: msg`Contact Messages`,
      group: msg`Contact`,
      load: () =>
        import('../features/contact-management/pages/contact-management-page').then(
          (module) => module.ContactManagementPage,
        ),
    },
    {
      path: a.collegeSection,
      title: msg`Colleges`,
      group: msg`Colleges`,
      load: () =>
        import('../features/college-management/pages/college-section-page').then(
          (module) => module.CollegeSectionPage,
        ),
    },
    {
      path: a.registeredColleges,
      title: msg`Registered Colleges`,
      group: msg`Colleges`,
      load: () =>
        import('../features/college-management/pages/registered-colleges-page').then(
          (module) => module.RegisteredCollegesPage,
        ),
    },
    {
      path: a.pendingColleges,
      title: msg`Pending Colleges`,
      group: msg`Colleges`,
      load: () =>
        import('../features/college-management/pages/pending-colleges-page').then(
          (module) => module.PendingCollegesPage,
        ),
    },
    {
      path: a.collegeAnalytics,
      title: msg`College Analytics`,
      group: msg`Colleges`,
      load: () =>
        import('../features/college-management/pages/college-analytics-page').then(
          (module) => module.CollegeAnalyticsPage,
        ),
    },
    {
      path: a.plans,
      title: msg`Plans`,
      group: msg`Colleges`,
      load: () =>
        import('../features/college-management/pages/plans-page').then((module) => module.PlansPage),
    },
    {
      path: a.collegeDetails,
      title: msg`College Details`,
      load: () =>
        import('../features/college-management/pages/college-detail-page').then(
          (module) => module.CollegeDetailPage,
        ),
    },
    {
      path: a.manageQuestions,
      title: msg`Manage Questions`,
      group: msg`Questions`,
      load: () =>
        import('../features/exams/authoring/pages/question-bank-page').then(
          (module) => module.ManageQuestionsPage,
        ),
    },
    {
      path: a.manageCollegeQuestions,
      title: msg`Manage College Questions`,
      group: msg`Questions`,
      load: () =>
        import('../features/exams/authoring/pages/question-bank-page').then(
          (module) => module.ManageCollegeQuestionsPage,
        ),
    },
    {
      path: a.questionBank,
      title: msg`Question Bank`,
      group: msg`Questions`,
      load: () =>
        import('../features/exams/authoring/pages/question-bank-page').then(
          (module) => module.QuestionBankRoutePage,
        ),
    },
    {
      path: a.addNewQuestions,
      title: msg`Add Questions`,
      group: msg`Questions`,
      load: () =>
        import('../features/exams/authoring/pages/add-question-page').then(
          (module) => module.AddPlatformQuestionPage,
        ),
    },
    {
      path: a.addCollegeQuestions,
      title: msg`Add College Questions`,
      group: msg`Questions`,
      load: () =>
        import('../features/exams/authoring/pages/add-question-page').then(
          (module) => module.AddCollegeQuestionPage,
        ),
    },
    {
      path: a.viewCollegeQuestions,
      title: msg`College Questions`,
      group: msg`Questions`,
      load: () =>
        import('../features/exams/authoring/pages/question-bank-page').then(
          (module) => module.ViewCollegeQuestionsPage,
        ),
    },
    {
      path: a.updateQuestions,
      title: msg`Update Questions`,
      load: () =>
        import('../features/exams/authoring/pages/exam-questions-page').then(
          (module) => module.UpdateQuestionsPage,
        ),
    },
    {
      path: a.examQuestions,
      title: msg`Exam Questions`,
      load: () =>
        import('../features/exams/authoring/pages/exam-questions-page').then(
          (module) => module.ExamQuestionsRoutePage,
        ),
    },
    {
      path: a.collegeExamQuestions,
      title: msg`College Exam Questions`,
      load: () =>
        import('../features/exams/authoring/pages/exam-questions-page').then(
          (module) => module.CollegeExamQuestionsPage,
        ),
    },
    {
      path: a.updateCollegeExamQuestions,
      title: msg`Update College Exam Questions`,
      load: () =>
        import('../features/exams/authoring/pages/exam-questions-page').then(
          (module) => module.UpdateCollegeExamQuestionsPage,
        ),
    },
    {
      path: a.manageExams,
      title: msg`Manage Exams`,
      group: msg`Exams`,
      load: () =>
        import('../features/exams/authoring/pages/exam-list-page').then((module) => module.ManageExamsPage),
    },
    {
      path: a.collegeExams,
      title: msg`College Exams`,
      group: msg`Exams`,
      load: () =>
        import('../features/exams/authoring/pages/exam-list-page').then((module) => module.CollegeExamsPage),
    },
    {
      path: a.addNewExam,
      title: msg`Add Exam`,
      group: msg`Exams`,
      load: () =>
        import('../features/exams/authoring/pages/add-exam-page').then(
          (module) => module.AddPlatformExamPage,
        ),
    },
    {
      path: a.addNewCollegeExam,
      title: msg`Add College Exam`,
      group: msg`Exams`,
      load: () =>
        import('../features/exams/authoring/pages/add-exam-page').then((module) => module.AddCollegeExamPage),
    },
    {
      path: a.examManagement,
      title: msg`Exam Management`,
      group: msg`Exams`,
      load: () =>
        import('../features/exams/authoring/pages/exam-list-page').then(
          (module) => module.ExamManagementPage,
        ),
    },
    {
      path: a.examManagementColleges,
      title: msg`Exams by College`,
      group: msg`Exams`,
      load: () =>
        import('../features/exams/authoring/pages/exam-colleges-page').then(
          (module) => module.ExamCollegesPage,
        ),
    },
    {
      path: a.examManagementCollege,
      title: msg`College Exams`,
      load: () =>
        import('../features/exams/authoring/pages/exam-list-page').then(
          (module) => module.CollegeExamListPage,
        ),
    },
    {
      path: a.examManagementByType,
      title: msg`Exams by Type`,
      load: () =>
        import('../features/exams/authoring/pages/exam-list-page').then((module) => module.ExamsByTypePage),
    },
    {
      path: a.editCollegeExam,
      title: msg`Edit College Exam`,
      load: () =>
        import('../features/exams/authoring/pages/edit-exam-page').then(
          (module) => module.EditCollegeExamPage,
        ),
    },
    {
      path: a.adminCourses,
      title: msg`Courses`,
      group: msg`Courses`,
      load: () =>
        import('../features/course-management/pages/admin-courses-page').then(
          (module) => module.AdminCoursesPage,
        ),
    },
    {
      path: a.addCourse,
      title: msg`Add Course`,
      group: msg`Courses`,
      load: () =>
        import('../features/course-management/pages/add-course-page').then((module) => module.AddCoursePage),
    },
    {
      path: a.courseList,
      title: msg`Course List`,
      group: msg`Courses`,
      load: () =>
        import('../features/course-management/pages/course-list-page').then(
          (module) => module.CourseListPage,
        ),
    },
    {
      path: a.promotion,
      title: msg`Promotion`,
      group: msg`Courses`,
      load: () => import('../features/promotion/pages/promotion-page').then((module) => module.PromotionPage),
    },
    {
      path: a.editCourse,
      title: msg`Edit Course`,
      load: () =>
        import('../features/course-management/pages/edit-course-page').then(
          (module) => module.EditCoursePage,
        ),
    },
    {
      path: a.updateCourseDetails,
      title: msg`Update Exam Details`,
      load: () =>
        import('../features/exams/authoring/pages/edit-exam-page').then(
          (module) => module.EditPlatformExamPage,
        ),
    },
  ],
};

export type NavGroup = { label: MessageDescriptor; links: { label: MessageDescriptor; to: string }[] };

/** The sidebar of an area: its home, then every page without URL parameters, by group. */
export function getNavGroups(area: DashboardArea): NavGroup[] {
  const groups: NavGroup[] = [
    { label: msg`Overview`, links: [{ label: msg`Dashboard`, to: area.home.path }] },
  ];
  for (const page of area.pages) {
    if (page.group === undefined) continue;
    let group = groups.find((candidate) => candidate.label.id === page.group?.id);
    if (group === undefined) {
      group = { label: page.group, links: [] };
      groups.push(group);
    }
    group.links.push({ label: page.title, to: page.path.path });
  }
  return groups;
}
