import { paths } from '../../../lib/paths';

export const getExamHref = (slug: string): string => paths.student.examDetails.href({ examName: slug });

export const getExamTestHref = (slug: string): string => paths.student.examTest.href({ examName: slug });

export const getExamResultsHref = (slug: string, attemptId?: number): string => {
  const href = paths.student.examResults.href({ examName: slug });
  return attemptId === undefined ? href : `${href}?attempt=${attemptId}`;
};
