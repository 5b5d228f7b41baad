/* eslint-disable lingui/no-unlocalized-strings -- RTK Query cache tag names and download file names: never shown as text */
import {
  PAGE_SIZES,
  type BulkResult,
  type CourseCreateBody,
  type CourseDetail,
  type CourseSummary,
  type CourseUpdateBody,
  type DetailBody,
  type ExportFormat,
  type LessonCreateBody,
  type LessonResourceView,
  type LessonUpdateBody,
  type LessonView,
  type Paginated,
} from '@vidya/contract';
import { courseDataApi } from '../../lib/api/course-tags';
import { toQueryString } from '../../lib/api/query-string';
import { downloadFile } from '../../lib/api/download-file';

/** The admin course list's filters (spec §3): search, is_active and category. */
export type AdminCourseFilters = {
  page: number;
  search: string;
  /** '' for every course, 'true' published only, 'false' drafts only. */
  isActive: '' | 'true' | 'false';
  category: string;
  /** The server's `ordering` (e.g. `-price`), '' for newest first. */
  ordering: string;
};

type CourseId = { courseId: number };

/** Everything a change to courses can alter for students and admins. */
const COURSE_LISTS = ['Catalogue', 'Enrollments', 'Certificates'] as const;

export const adminCoursesApi = courseDataApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminCourses: build.query<Paginated<CourseSummary>, AdminCourseFilters>({
      query: ({ page, search, isActive, category, ordering }) =>
        `/admin-portal/courses/${toQueryString({
          page,
          page_size: PAGE_SIZES.adminListLarge,
          search: search.trim(),
          is_active: isActive,
          category,
          ordering,
        })}`,
      providesTags: ['Catalogue'],
    }),
    /** The course with every lesson (admins see drafts and video links too). */
    getCourseWithLessons: build.query<CourseDetail, number>({
      query: (courseId) => `/courses/${courseId}/`,
      providesTags: (_result, _error, courseId) => [{ type: 'Course', id: courseId }],
    }),
    getCourseResources: build.query<LessonResourceView[], number>({
      query: (courseId) => `/courses/${courseId}/resources/`,
      providesTags: (_result, _error, courseId) => [{ type: 'LessonResources', id: courseId }],
    }),
    createCourse: build.mutation<CourseSummary, CourseCreateBody>({
      query: (body) => ({ url: '/admin-portal/courses/', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Catalogue'] : []),
    }),
    updateCourse: build.mutation<CourseSummary, CourseId & { body: CourseUpdateBody }>({
      query: ({ courseId, body }) => ({ url: `/courses/${courseId}/update/`, method: 'PUT', body }),
      invalidatesTags: (result, _error, { courseId }) =>
        result ? [...COURSE_LISTS, { type: 'Course', id: courseId }] : [],
    }),
    uploadCourseImage: build.mutation<CourseSummary, CourseId & { image: File }>({
      query: ({ courseId, image }) => {
        const body = new FormData();
        body.append('image', image);
        return { url: `/courses/${courseId}/update/`, method: 'PATCH', body };
      },
      invalidatesTags: (result, _error, { courseId }) =>
        result ? [...COURSE_LISTS, { type: 'Course', id: courseId }] : [],
    }),
    deleteCourse: build.mutation<DetailBody, CourseId & { isConfirmed: boolean }>({
      query: ({ courseId, isConfirmed }) => ({
        url: `/courses/${courseId}/delete/${toQueryString({ confirm: isConfirmed ? 'true' : undefined })}`,
        method: 'DELETE',
      }),
      invalidatesTags: (result, _error, { courseId }) =>
        result ? [...COURSE_LISTS, { type: 'Course', id: courseId }] : [],
    }),
    bulkPublishCourses: build.mutation<BulkResult, number[]>({
      query: (courseIds) => ({
        url: '/admin-portal/courses/bulk-publish/',
        method: 'POST',
        body: { course_ids: courseIds },
      }),
      invalidatesTags: (result) => (result ? [...COURSE_LISTS, 'Course'] : []),
    }),
    bulkDeleteCourses: build.mutation<BulkResult, { courseIds: number[]; isConfirmed: boolean }>({
      query: ({ courseIds, isConfirmed }) => ({
        url: '/admin-portal/courses/bulk-delete/',
        method: 'POST',
        body: { course_ids: courseIds, confirm: isConfirmed },
      }),
      invalidatesTags: (result) => (result ? [...COURSE_LISTS, 'Course'] : []),
    }),
    featureCourse: build.mutation<CourseSummary, CourseId & { isFeatured: boolean }>({
      query: ({ courseId, isFeatured }) => ({
        url: `/admin-portal/courses/${courseId}/feature/`,
        method: 'POST',
        body: { is_featured: isFeatured },
      }),
      invalidatesTags: (result, _error, { courseId }) =>
        result ? ['Catalogue', { type: 'Course', id: courseId }] : [],
    }),
    /** Exports the courses the list's filters pick, as CSV or Excel, straight to a download. */
    exportCourses: build.mutation<null, Omit<AdminCourseFilters, 'page'> & { format: ExportFormat }>({
      queryFn: ({ search, isActive, category, ordering, format }, _api, _extraOptions, baseQuery) =>
        downloadFile(
          baseQuery,
          `/admin-portal/courses/export/${toQueryString({ search: search.trim(), is_active: isActive, category, ordering, format })}`,
          `courses.${format}`,
        ),
    }),
    createLesson: build.mutation<LessonView, LessonCreateBody>({
      query: (body) => ({ url: '/courses/lessons/create/', method: 'POST', body }),
      invalidatesTags: (result, _error, { course }) =>
        result ? ['Catalogue', { type: 'Course', id: course }] : [],
    }),
    updateLesson: build.mutation<LessonView, CourseId & { lessonId: number; body: LessonUpdateBody }>({
      query: ({ lessonId, body }) => ({ url: `/courses/lessons/${lessonId}/update/`, method: 'PUT', body }),
      invalidatesTags: (result, _error, { courseId }) => (result ? [{ type: 'Course', id: courseId }] : []),
    }),
    deleteLesson: build.mutation<DetailBody, CourseId & { lessonId: number }>({
      query: ({ lessonId }) => ({ url: `/courses/lessons/${lessonId}/delete/`, method: 'DELETE' }),
      invalidatesTags: (result, _error, { courseId }) =>
        result ? ['Catalogue', { type: 'Course', id: courseId }] : [],
    }),
    reorderLessons: build.mutation<LessonView[], CourseId & { lessonIds: number[] }>({
      query: ({ courseId, lessonIds }) => ({
        url: `/courses/${courseId}/lessons/reorder/`,
        method: 'POST',
        body: { lesson_ids: lessonIds },
      }),
      invalidatesTags: (result, _error, { courseId }) => (result ? [{ type: 'Course', id: courseId }] : []),
    }),
    createResource: build.mutation<
      LessonResourceView,
      CourseId & { lesson: number; title: string; url: string }
    >({
      query: ({ lesson, title, url }) => ({
        url: '/courses/resources/create/',
        method: 'POST',
        body: { lesson, title, url },
      }),
      invalidatesTags: (result, _error, { courseId }) =>
        result ? [{ type: 'LessonResources', id: courseId }] : [],
    }),
  }),
});

export const {
  useGetAdminCoursesQuery,
  useGetCourseWithLessonsQuery,
  useGetCourseResourcesQuery,
  useCreateCourseMutation,
  useUpdateCourseMutation,
  useUploadCourseImageMutation,
  useDeleteCourseMutation,
  useBulkPublishCoursesMutation,
  useBulkDeleteCoursesMutation,
  useFeatureCourseMutation,
  useExportCoursesMutation,
  useCreateLessonMutation,
  useUpdateLessonMutation,
  useDeleteLessonMutation,
  useReorderLessonsMutation,
  useCreateResourceMutation,
} = adminCoursesApi;
