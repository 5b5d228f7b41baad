import { paths } from '../../lib/paths';

export const getPlayerHref = (courseId: number, lessonId?: number): string => {
  const href = paths.student.coursePlayer.href({ courseId });
  return lessonId === undefined ? href : `${href}?lesson=${lessonId}`;
};
