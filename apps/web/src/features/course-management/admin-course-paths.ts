import { paths } from '../../lib/paths';

/** The spec calls the EditCourse parameter `courseIndex`; it holds the course id. */
export const getEditCourseHref = (courseId: number): string =>
  paths.admin.editCourse.href({ courseIndex: courseId });

/** A positive whole-number id from a URL parameter, else null. */
export function parseId(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}
