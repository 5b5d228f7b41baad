import type { Role } from '@vidya/contract';
import { generatePath, type PathParam } from 'react-router';

type PathParams<Path extends string> = Record<PathParam<Path>, string | number>;

export type AppPath<Path extends string = string> = {
  /** The route pattern, exactly as the spec writes the URL. */
  path: Path;
  /** The URL to link to; routes with parameters take them here. */
  href: [PathParam<Path>] extends [never] ? () => string : (params: PathParams<Path>) => string;
};

function definePath<Path extends string>(path: Path): AppPath<Path> {
  const pattern: string = path;
  const href = (params: Record<string, string | number> = {}) =>
    generatePath(
      pattern,
      Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
    );
  return { path, href } as AppPath<Path>;
}

/** A path with a query string, e.g. `/verify-otp?email=a%40b.in`. */
export const withSearchParams = (path: string, params: Record<string, string>): string =>
  `${path}?${new URLSearchParams(params).toString()}`;

/** Every URL of the web app, once (spec §2). */
export const paths = {
  home: definePath('/'),
  homeAlias: definePath('/home'),
  training: definePath('/Training'),
  studentInfo: definePath('/Student'),
  collegeInfo: definePath('/College'),
  aboutUs: definePath('/AboutUs'),
  contactUs: definePath('/ContactUs'),
  getHelp: definePath('/GetHelp'),
  studentLogin: definePath('/StudentLogin'),
  collegeLogin: definePath('/CollegeLogin'),
  adminLogin: definePath('/AdminLogin'),
  studentSignUp: definePath('/StudentSignUp'),
  studentSignUpAlias: definePath('/StudentSignup'),
  collegeSignUp: definePath('/CollegeSignUp'),
  studentOtp: definePath('/verify-otp'),
  collegeOtp: definePath('/CollegeOTPVerification'),
  forgotPassword: definePath('/ForgotPassword'),
  collegeForgotPassword: definePath('/CollegeForgotPassword'),
  /** The course catalogue search behind the navbar's search box. */
  courseSearch: definePath('/courses/search'),
  /** Footer service links: they lead a student into their dashboard. */
  courses: definePath('/courses'),
  examination: definePath('/examination'),
  /** Not in the spec's list: the catalogue and course pages visitors read (issue #17, decision 030). */
  catalogue: definePath('/Catalogue'),
  catalogueCourse: definePath('/Catalogue/:courseIdSlug'),
  /** Anyone checks a certificate by its code; the code and QR code on each PDF lead here. */
  verifyCertificateForm: definePath('/verify'),
  verifyCertificate: definePath('/verify/:code'),

  student: {
    home: definePath('/StudentDashboard'),
    courses: definePath('/StudentDashboard/Courses'),
    courseDetails: definePath('/StudentDashboard/Courses/:courseIdSlug'),
    coursePlayer: definePath('/StudentDashboard/Courses/:courseId/player'),
    examination: definePath('/StudentDashboard/Examination'),
    examDetails: definePath('/StudentDashboard/Examination/:examName'),
    examTest: definePath('/StudentDashboard/Examination/:examName/test'),
    examResults: definePath('/StudentDashboard/Examination/:examName/results'),
    certificates: definePath('/StudentDashboard/Certificates'),
    profile: definePath('/StudentDashboard/Profile'),
    personalDetails: definePath('/StudentDashboard/PersonalDetails'),
    security: definePath('/StudentDashboard/StudentSecurity'),
    performance: definePath('/StudentDashboard/StudentPerformance'),
  },

  college: {
    home: definePath('/CollegeDashboard'),
    students: definePath('/CollegeDashboard/CollegeStudents'),
    profile: definePath('/CollegeDashboard/CollegeProfile'),
    details: definePath('/CollegeDashboard/CollegeDetails'),
    security: definePath('/CollegeDashboard/CollegeSecurity'),
    createExam: definePath('/CollegeDashboard/CreateExam'),
    scheduledExams: definePath('/CollegeDashboard/ScheduledExams'),
    performance: definePath('/CollegeDashboard/CollegePerformance'),
    examHistory: definePath('/CollegeDashboard/ExamHistory'),
    examDetails: definePath('/CollegeDashboard/ExamDetails/:examId'),
    /** Not in the spec's list: a college edits one of its exams and its questions (docs/exams.md). */
    editExam: definePath('/CollegeDashboard/EditExam/:examId'),
    examQuestions: definePath('/CollegeDashboard/ExamQuestions/:examId'),
    /** Not in the spec's list: the college's own question bank (issue #16, docs/exams.md). */
    questionBank: definePath('/CollegeDashboard/QuestionBank'),
    yourPlan: definePath('/CollegeDashboard/YourPlan'),
    allStudents: definePath('/CollegeDashboard/AllStudent'),
    /** Not in the spec's list: inviting students in bulk (issue #14, docs/colleges.md). */
    invitations: definePath('/CollegeDashboard/Invitations'),
  },

  admin: {
    home: definePath('/AdminDashboard'),
    studentSection: definePath('/AdminDashboard/StudentSection'),
    studentManagement: definePath('/AdminDashboard/StudentManagement'),
    allStudents: definePath('/AdminDashboard/StudentManagement/AllStudents'),
    platformStudents: definePath('/AdminDashboard/StudentManagement/PlatformStudents'),
    collegeStudents: definePath('/AdminDashboard/StudentManagement/CollegeStudents'),
    examApprovals: definePath('/AdminDashboard/StudentManagement/ExamApprovals'),
    payments: definePath('/AdminDashboard/StudentManagement/Payments'),
    studentDetails: definePath('/AdminDashboard/StudentManagement/Details/:studentId'),
    marksWithoutCollege: definePath('/AdminDashboard/MarksWithoutCollege'),
    marksWithCollege: definePath('/AdminDashboard/MarksWithCollege'),
    collegeRegisteredStudents: definePath('/AdminDashboard/CollegeRegisteredStudents'),
    studentExamList: definePath('/AdminDashboard/StudentExamList/:studentName'),
    studentExamDetail: definePath('/AdminDashboard/StudentExamDetail/:studentName/:examName'),
    contactManagement: definePath('/AdminDashboard/ContactManagement'),
    collegeSection: definePath('/AdminDashboard/CollegeSection'),
    registeredColleges: definePath('/AdminDashboard/RegisteredColleges'),
    pendingColleges: definePath('/AdminDashboard/PendingColleges'),
    collegeAnalytics: definePath('/AdminDashboard/CollegeAnalytics'),
    /** Not in the spec's list: one college as an admin sees it (issue #13), reached from the lists. */
    collegeDetails: definePath('/AdminDashboard/CollegeDetails/:collegeId'),
    /** Not in the spec's list: the plans colleges are on (issue #14, docs/plans.md). */
    plans: definePath('/AdminDashboard/Plans'),
    /** Not in the spec's list: the site's promotion, its discount and stored end (issue #17, decision 027). */
    promotion: definePath('/AdminDashboard/Promotion'),
    updateQuestions: definePath('/AdminDashboard/UpdateQuestions/:examId'),
    examQuestions: definePath('/AdminDashboard/ExamQuestions/:examId'),
    manageQuestions: definePath('/AdminDashboard/ManageQuestions'),
    manageCollegeQuestions: definePath('/AdminDashboard/ManageCollegeQuestions'),
    questionBank: definePath('/AdminDashboard/QuestionBank'),
    addNewQuestions: definePath('/AdminDashboard/AddnewQuestions'),
    addCollegeQuestions: definePath('/AdminDashboard/AddCollegeQuestions'),
    viewCollegeQuestions: definePath('/AdminDashboard/ViewCollegeQuestions'),
    collegeExamQuestions: definePath('/AdminDashboard/CollegeExamQuestions/:examId'),
    updateCollegeExamQuestions: definePath('/AdminDashboard/UpdateCollegeExamQuestions/:examId'),
    manageExams: definePath('/AdminDashboard/Manage_Exams'),
    collegeExams: definePath('/AdminDashboard/College_Exams'),
    editCollegeExam: definePath('/AdminDashboard/EditCollegeExam/:examId'),
    addNewExam: definePath('/AdminDashboard/AddnewExams'),
    addNewCollegeExam: definePath('/AdminDashboard/AddnewExamsCollege'),
    examManagement: definePath('/AdminDashboard/ExamManagement'),
    examManagementColleges: definePath('/AdminDashboard/ExamManagement/college'),
    examManagementCollege: definePath('/AdminDashboard/ExamManagement/college/:collegeId'),
    examManagementByType: definePath('/AdminDashboard/ExamManagement/:examType'),
    updateCourseDetails: definePath('/AdminDashboard/UpdateCourseDetails/:examId'),
    adminCourses: definePath('/AdminDashboard/AdminCourses'),
    addCourse: definePath('/AdminDashboard/AddCourse'),
    courseList: definePath('/AdminDashboard/CourseList'),
    editCourse: definePath('/AdminDashboard/EditCourse/:courseIndex'),
  },
} as const;

const DASHBOARD_PATHS = {
  student: paths.student.home.path,
  college: paths.college.home.path,
  admin: paths.admin.home.path,
} as const satisfies Record<Role, string>;

const LOGIN_PATHS = {
  student: paths.studentLogin.path,
  college: paths.collegeLogin.path,
  admin: paths.adminLogin.path,
} as const satisfies Record<Role, string>;

/** The role's own dashboard; no role has none, so it goes to the student login (spec §6). */
export const getDashboardPath = (role: Role | ''): string =>
  role === '' ? paths.studentLogin.path : DASHBOARD_PATHS[role];

export const getLoginPath = (role: Role | ''): string =>
  role === '' ? paths.studentLogin.path : LOGIN_PATHS[role];

const isUnder = (pathname: string, base: string) => {
  const lower = pathname.toLowerCase();
  const prefix = base.toLowerCase();
  return lower === prefix || lower.startsWith(`${prefix}/`);
};

/** The dashboard area a URL belongs to, if any (URLs match case-insensitively, as the router does). */
export function getDashboardArea(pathname: string): Role | null {
  for (const role of ['student', 'college', 'admin'] as const) {
    if (isUnder(pathname, DASHBOARD_PATHS[role])) return role;
  }
  return null;
}

/** The login page for a signed-out visitor, chosen by the path they asked for (spec §6). */
export function getLoginPathForLocation(pathname: string): string {
  const area = getDashboardArea(pathname);
  return area === null ? paths.studentLogin.path : LOGIN_PATHS[area];
}

/**
 * The record id a URL parameter names: `12`, or with `slug: true` also `12-a-readable-name` (the
 * spec's `{courseIdSlug}`, `{examName}`, `{studentName}`); null when it names none.
 */
export function parseIdParam(param: string | undefined, { slug = false } = {}): number | null {
  const match = (slug ? /^(\d{1,9})(?:-.*)?$/s : /^(\d{1,9})$/).exec(param ?? '');
  const id = Number(match?.[1]);
  return id > 0 ? id : null;
}
