/**
 * Every user-facing text the spec fixes (§2, §5, §8), in one catalogue shared by API and web.
 * Change a text here and both sides follow.
 */

export const NOT_FOUND_PAGE = {
  title: '404 Not Found',
  heading: "Look like you're lost",
  body: 'the page you are looking for not available!',
  action: 'Go to Home',
} as const;

export const APP_TEXTS = {
  restoringSession: 'Restoring session...',
  routerError: 'Unexpected Application Error!',
  errorBoundary: 'Something went wrong.',
  spinnerDefault: 'Loading...',
  exploreCourses: 'Explore Our Courses',
  searchPlaceholder: 'What do you want to learn?',
} as const;

export const VALIDATION_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  scheduleRequired: 'Scheduled date and time are required',
} as const;

export const GENERIC_ERRORS = {
  default: 'An error occurred',
  rateLimited: 'You are making requests too quickly. Please wait and try again.',
  authenticationRequired: 'Authentication required',
  authenticationSessionExpired: 'Authentication session expired',
  adminExamDeleteExpired: 'Authentication expired. Please log in to the admin portal again.',
  studentNotFound: 'Student not found',
  serverValidation: 'Server validation error',
  /** Not in the spec: a request that hits the 30 s client timeout (§9) needs its own words. */
  timeout: 'The server took too long to respond. Please try again.',
} as const;

/** Fallback messages of spec §8, keyed by what failed. */
export const FALLBACK_MESSAGES = {
  network: 'Network error occurred',
  login: 'Login failed',
  logout: 'Logout failed',
  sessionExpired: 'Session expired',
  profileUpdate: 'Profile update failed',
  profileFetch: 'Failed to fetch profile',
  coursesFetch: 'Failed to fetch courses',
  enrollmentsFetch: 'Failed to fetch enrollments',
  enroll: 'Failed to enroll in course',
  courseDetailsFetch: 'Failed to fetch course details',
  lessonComplete: 'Failed to mark lesson as complete',
  courseProgressFetch: 'Failed to fetch course progress',
  studentsFetch: 'Failed to fetch students',
  studentDelete: 'Failed to delete student',
  examsFetch: 'Failed to fetch exams',
  examDetailFetch: 'Failed to fetch exam detail',
  questionUpdate: 'Failed to update question',
  questionDelete: 'Failed to delete question',
  courseCreate: 'Failed to create course',
  courseUpdate: 'Failed to update course',
  courseDelete: 'Failed to delete course',
  lessonCreate: 'Failed to create lesson',
  lessonUpdate: 'Failed to update lesson',
  courseFeature: 'Failed to feature course',
  dashboardAnalyticsFetch: 'Failed to fetch dashboard analytics',
  search: 'Failed to perform search',
  studentsApprove: 'Failed to approve students',
  collegesApprove: 'Failed to approve colleges',
  studentSuspend: 'Failed to suspend student',
  collegesSearch: 'Failed to search colleges',
  collegeDetailsFetch: 'Failed to fetch college details',
  collegeApprove: 'Failed to approve college',
  collegeDelete: 'Failed to delete college',
  registeredCollegesFetch: 'Failed to fetch registered colleges',
  registeredCollegesPageFetch: 'Failed to fetch paginated registered colleges',
  pendingCollegesFetch: 'Failed to fetch pending colleges',
  collegeAnalyticsFetch: 'Failed to fetch college analytics',
  statsFetch: 'Failed to fetch stats',
  collegeExamsFetch: 'Failed to fetch college exams',
} as const;

export const SUCCESS_MESSAGES = {
  collegeApproved: 'College approved successfully.',
  collegeDeleted: 'College deleted successfully.',
  loggedOut: 'Successfully logged out.',
} as const;

/**
 * What the API answers on a refused login. The web matches these by substring (spec §8), so each
 * text carries the words its mapping row looks for.
 */
export const LOGIN_SERVER_ERRORS = {
  onlyStudents: 'Access denied. Only students can login here.',
  onlyColleges: 'Access denied. Only colleges can login here.',
  onlyAdmins: 'Access denied. Only admins can login here.',
  noAccount: 'No active account found with the given credentials.',
  invalidCredentials: 'Invalid credentials.',
  inactive: 'This account is inactive.',
  throttled: (seconds: number) => `Request was throttled. Expected available in ${seconds} seconds.`,
} as const;

export type LoginPortal = 'student' | 'college' | 'admin';

const LOGIN_FAILED = 'Login failed. Please check your credentials and try again.';
const INCORRECT = 'Incorrect email or password. Please try again.';
const TOO_MANY = 'Too many login attempts. Please wait and try again.';
/** Not in the spec's table: an account whose email was never verified cannot sign in yet. */
const EMAIL_UNVERIFIED =
  'Please verify your email address before signing in: enter the 6-digit code we emailed you, or ask for a new one.';

/** The messages each login page shows (spec §8 Login errors). */
export const LOGIN_UI_MESSAGES = {
  student: {
    accessDenied: 'Access denied: Only students can log in here. Please use the correct login page.',
    noAccount: 'No account found with this email. Please check your email or sign up.',
    incorrect: INCORRECT,
    inactive: 'Your account is inactive. Please contact support.',
    tooMany: TOO_MANY,
    emailUnverified: EMAIL_UNVERIFIED,
    failed: LOGIN_FAILED,
  },
  college: {
    accessDenied: 'Access denied: Only colleges can log in here. Please use the correct login page.',
    /** Not in the spec's table: a college awaiting admin approval deserves to be told so. */
    pendingApproval:
      'Your college registration is awaiting admin approval. You can log in once an admin approves it.',
    noAccount: 'No account found with this email. Please check your email or sign up.',
    incorrect: INCORRECT,
    inactive: 'Your account is inactive. Please contact support.',
    tooMany: TOO_MANY,
    emailUnverified: EMAIL_UNVERIFIED,
    failed: LOGIN_FAILED,
  },
  admin: {
    accessDenied: 'Access denied: Only admins can log in here. Please use the correct login page.',
    noAccount: 'No admin account found with this email. Please check your email.',
    incorrect: INCORRECT,
    inactive: 'Your admin account is inactive.',
    tooMany: TOO_MANY,
    failed: LOGIN_FAILED,
  },
} as const satisfies Record<LoginPortal, Record<string, string>>;

/** The fixed texts of the three login pages (spec §2 Login pages, §5). */
export const LOGIN_PAGE_TEXTS = {
  student: { heading: 'Welcome Back', submit: 'Sign In', submitting: 'Signing In...' },
  college: { heading: 'College Login', submit: 'Sign in', submitting: 'Signing in...' },
  admin: { heading: 'Admin Login', submit: 'Login to Admin Panel', submitting: 'Logging in...' },
} as const satisfies Record<LoginPortal, { heading: string; submit: string; submitting: string }>;
