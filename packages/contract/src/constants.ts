/** Business constants fixed by the product spec (§9). One place, shared by API and web. */

export const API_BASE_PATH = '/api';
export const API_TIMEOUT_MS = 30_000;
export const PERSIST_REHYDRATION_TIMEOUT_MS = 5_000;
export const CAROUSEL_INTERVAL_MS = 5_000;
export const ADMIN_DASHBOARD_REFRESH_MS = 5 * 60 * 1000;
export const ADMIN_HEALTH_DEFAULT_STATUS = 'healthy';
export const DEFAULT_BRAND_NAME = 'Vidya';

export const PAGE_SIZES = {
  availableCourses: 6,
  enrollments: 6,
  enrollmentsRawDefault: 4,
  exams: 6,
  results: 10,
  certificates: 4,
  adminListLarge: 25,
  adminListSmall: 10,
  adminStudents: 20,
  registeredColleges: 10,
  pendingColleges: 20,
  pendingCollegesInitial: 10,
} as const;

/** Largest page a client may ask for; bigger values are refused with 400. */
export const MAX_PAGE_SIZE = 100;

export const ENROLLMENT_STATUS_DEFAULT = 'all';

/** Paths (relative to the API base) that never carry a bearer token (spec §9). */
export const PUBLIC_API_PATHS = [
  '/students/register/',
  '/students/verify-otp/',
  '/students/resend-otp/',
  '/colleges/register/',
  '/colleges/verify-otp/',
  '/colleges/resend-otp/',
  '/contact/messages/',
  '/auth/login/',
  '/auth/college/login/',
  '/auth/admin/login/',
  '/auth/refresh/',
  '/auth/logout/',
  '/colleges/search/',
] as const;

/** Paths that send cookie credentials: the refresh cookie lives on them (spec §7). */
export const CREDENTIALED_API_PATHS = [
  '/auth/login/',
  '/auth/college/login/',
  '/auth/admin/login/',
  '/auth/refresh/',
  '/auth/logout/',
] as const;

/**
 * A readable cookie set and cleared with the (httpOnly) refresh cookie. It carries no secret:
 * it only tells the page whether there is a session to restore, so a visitor's first page does
 * not wait for a refresh call that can only fail.
 */
export const SESSION_HINT_COOKIE = 'vidya_session';

/** Session-storage key of the flag that stops session restore after an explicit logout (spec §4). */
export const LOGGED_OUT_FLAG_KEY = 'userExplicitlyLoggedOut';

export const LANDING = {
  trendingCurrentPrice: 1499.0,
  trendingOriginalPrice: 10990,
  trainingRatings: [
    { rating: 4.7, reviews: 128 },
    { rating: 4.9, reviews: 256 },
  ],
  carouselSlides: 3,
  trendingCards: 3,
  trainingCards: 3,
  floatingIcons: 16,
  countdownStart: { days: 2, hours: 16, minutes: 0, seconds: 56 },
  /** The demo promotion's headline discount: the trending cards' 1499 against 10990 (decision 027). */
  promotionDiscountPercent: 86,
} as const;

export const SKELETON_COUNTS = { statCards: 4, tabs: 2, courseCards: 6 } as const;
