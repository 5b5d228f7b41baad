import { api } from './api';

/**
 * Cache tags for course data. The student's course pages, their certificates and the admin's
 * course pages are separate features that read and change the same server state, so they share
 * this vocabulary: a change in one invalidates what the others show (replacing the spec's
 * hand-made course caches, §4 and §9).
 */
/* eslint-disable lingui/no-unlocalized-strings -- cache tag names, never shown */
const COURSE_TAG_TYPES = [
  /** Published-course lists: catalogue, available courses, recommendations, admin lists. */
  'Catalogue',
  /** One course with its lessons, by id. */
  'Course',
  'Enrollments',
  /** A student's progress in one course, by course id. */
  'Progress',
  'Certificates',
  'Payments',
  /** Downloadable resources of a course's lessons, by course id. */
  'LessonResources',
] as const;
/* eslint-enable lingui/no-unlocalized-strings */

/** The API with the course tags registered; course features inject their endpoints into this. */
export const courseDataApi = api.enhanceEndpoints({ addTagTypes: COURSE_TAG_TYPES });
