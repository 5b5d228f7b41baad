import {
  PAGE_SIZES,
  type CheckoutResponse,
  type CourseDetail,
  type CourseReviewView,
  type CourseSummary,
  type DemoPaymentBody,
  type EnrollmentStats,
  type EnrollmentStatus,
  type EnrollmentView,
  type EnrollResponse,
  type LessonCompletionResponse,
  type LessonResourceView,
  type Paginated,
  type PaymentResult,
  type PaymentView,
  type ProgressResponse,
  type RazorpayVerifyBody,
  type ReviewBody,
  type StudentProfile,
  type WatchProgressBody,
  type WatchProgressView,
} from '@vidya/contract';
import { courseDataApi } from '../../lib/api/course-tags';
import { toQueryString } from '../../lib/api/query-string';

export type CatalogueQuery = { page: number; search: string; category: string };
export type EnrollmentsQuery = { page: number; status: EnrollmentStatus };

/** The cache tags (lib/api/course-tags.ts) this feature provides and invalidates: names, never shown. */
const TAG = {
  CATALOGUE: 'Catalogue',
  COURSE: 'Course',
  ENROLLMENTS: 'Enrollments',
  PROGRESS: 'Progress',
  CERTIFICATES: 'Certificates',
  PAYMENTS: 'Payments',
  LESSON_RESOURCES: 'LessonResources',
} as const;

/** What changes once the student is enrolled in a course, however they got there. */
const afterEnrolling = (courseId: number) =>
  [
    TAG.CATALOGUE,
    TAG.ENROLLMENTS,
    TAG.PAYMENTS,
    { type: TAG.COURSE, id: courseId },
    { type: TAG.PROGRESS, id: courseId },
  ] as const;

export const coursesApi = courseDataApi.injectEndpoints({
  endpoints: (build) => ({
    getAvailableCourses: build.query<Paginated<CourseSummary>, CatalogueQuery>({
      query: ({ page, search, category }) =>
        `/courses/available-courses/paginated/${toQueryString({
          page,
          page_size: PAGE_SIZES.availableCourses,
          search: search.trim(),
          category,
        })}`,
      providesTags: [TAG.CATALOGUE],
    }),
    getRecommendedCourses: build.query<CourseSummary[], undefined>({
      query: () => '/courses/recommended/',
      providesTags: [TAG.CATALOGUE],
    }),
    getCourse: build.query<CourseDetail, number>({
      query: (courseId) => `/courses/${courseId}/`,
      providesTags: (_result, _error, courseId) => [{ type: TAG.COURSE, id: courseId }],
    }),
    enrollInCourse: build.mutation<EnrollResponse, number>({
      query: (courseId) => ({ url: `/courses/${courseId}/enroll/`, method: 'POST' }),
      invalidatesTags: (result, _error, courseId) => (result ? afterEnrolling(courseId) : []),
    }),
    startCheckout: build.mutation<CheckoutResponse, number>({
      query: (courseId) => ({ url: `/payments/courses/${courseId}/checkout/`, method: 'POST' }),
      invalidatesTags: [TAG.PAYMENTS],
    }),
    completeDemoPayment: build.mutation<
      PaymentResult,
      { paymentId: number; courseId: number; outcome: DemoPaymentBody['outcome'] }
    >({
      query: ({ paymentId, outcome }) => ({
        url: `/payments/${paymentId}/demo/`,
        method: 'POST',
        body: { outcome } satisfies DemoPaymentBody,
      }),
      invalidatesTags: (result, _error, { courseId }) =>
        result?.status === 'paid' ? afterEnrolling(courseId) : [TAG.PAYMENTS],
    }),
    verifyRazorpayPayment: build.mutation<
      PaymentResult,
      { paymentId: number; courseId: number; body: RazorpayVerifyBody }
    >({
      query: ({ paymentId, body }) => ({
        url: `/payments/${paymentId}/razorpay/verify/`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (result, _error, { courseId }) =>
        result?.status === 'paid' ? afterEnrolling(courseId) : [TAG.PAYMENTS],
    }),
    getMyEnrollments: build.query<Paginated<EnrollmentView>, EnrollmentsQuery>({
      query: ({ page, status }) =>
        `/courses/my-enrollments/paginated/${toQueryString({ page, page_size: PAGE_SIZES.enrollments, status })}`,
      providesTags: [TAG.ENROLLMENTS],
    }),
    getEnrollmentStats: build.query<EnrollmentStats, undefined>({
      query: () => '/courses/my-enrollments/stats/',
      providesTags: [TAG.ENROLLMENTS, TAG.CERTIFICATES],
    }),
    getCourseProgress: build.query<ProgressResponse, number>({
      query: (courseId) => `/courses/${courseId}/progress/`,
      providesTags: (_result, _error, courseId) => [{ type: TAG.PROGRESS, id: courseId }],
    }),
    completeLesson: build.mutation<LessonCompletionResponse, { lessonId: number; courseId: number }>({
      query: ({ lessonId }) => ({ url: `/courses/lessons/${lessonId}/complete/`, method: 'POST' }),
      invalidatesTags: (result, _error, { courseId }) =>
        result ? [{ type: TAG.PROGRESS, id: courseId }, TAG.ENROLLMENTS, TAG.CERTIFICATES] : [],
    }),
    /** The player's watch report; the answer updates the lesson's watched share in the progress. */
    reportWatchProgress: build.mutation<
      WatchProgressView,
      { lessonId: number; courseId: number; body: WatchProgressBody }
    >({
      query: ({ lessonId, body }) => ({
        url: `/courses/lessons/${lessonId}/watch-progress/`,
        method: 'POST',
        body,
      }),
      async onQueryStarted({ lessonId, courseId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            coursesApi.util.updateQueryData('getCourseProgress', courseId, (draft) => {
              const item = draft.lessons_progress.find((lesson) => lesson.lesson === lessonId);
              if (item) item.watched_percent = data.watched_percent;
            }),
          );
        } catch {
          // A lost report is sent again with the next one: the count only grows.
        }
      },
    }),
    getLessonResources: build.query<LessonResourceView[], { courseId: number; lessonId: number }>({
      query: ({ courseId, lessonId }) =>
        `/courses/${courseId}/resources/${toQueryString({ lesson_id: lessonId })}`,
      providesTags: (_result, _error, { courseId }) => [{ type: TAG.LESSON_RESOURCES, id: courseId }],
    }),
    submitReview: build.mutation<CourseReviewView, { courseId: number; body: ReviewBody }>({
      query: ({ courseId, body }) => ({ url: `/courses/${courseId}/submit-review/`, method: 'POST', body }),
      invalidatesTags: (result, _error, { courseId }) =>
        result ? [{ type: TAG.COURSE, id: courseId }, TAG.CATALOGUE] : [],
    }),
    /**
     * The student's own payments. The payments path takes the student's profile id, which only the
     * profile knows, so this asks for the profile first.
     */
    getMyPayments: build.query<PaymentView[], undefined>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const profile = await baseQuery('/students/profile/');
        if (profile.error !== undefined) return { error: profile.error };
        const { id } = profile.data as StudentProfile;
        const payments = await baseQuery(`/students/${id}/payments/`);
        if (payments.error !== undefined) return { error: payments.error };
        return { data: payments.data as PaymentView[] };
      },
      providesTags: [TAG.PAYMENTS],
    }),
  }),
});

export const {
  useGetAvailableCoursesQuery,
  useGetRecommendedCoursesQuery,
  useGetCourseQuery,
  useEnrollInCourseMutation,
  useStartCheckoutMutation,
  useCompleteDemoPaymentMutation,
  useVerifyRazorpayPaymentMutation,
  useGetMyEnrollmentsQuery,
  useGetEnrollmentStatsQuery,
  useGetCourseProgressQuery,
  useCompleteLessonMutation,
  useReportWatchProgressMutation,
  useGetLessonResourcesQuery,
  useSubmitReviewMutation,
  useGetMyPaymentsQuery,
} = coursesApi;
