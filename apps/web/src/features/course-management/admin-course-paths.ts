import { paths } from '../../lib/paths';

/** The spec calls the EditCourse parameter `courseIndex`; it holds the course id. */
export const getEditCourseHref = (courseId: number): string =>
  paths.admin.editCourse.href({ courseIndex: courseId });
