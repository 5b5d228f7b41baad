import { paths } from '../../lib/paths';

/** The exam id at the start of an `{examName}` (`{id}-{slug}`); null when the name has none. */
export function parseExamId(examName: string | undefined): number | null {
  const match = /^(\d{1,9})(?:-[a-z0-9-]*)?$/i.exec(examName ?? '');
  if (match?.[1] === undefined) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}

export const getExamHref = (slug: string): string => paths.student.examDetails.href({ examName: slug });

export const getExamTestHref = (slug: string): string => paths.student.examTest.href({ examName: slug });

export const getExamResultsHref = (slug: string, attemptId?: number): string => {
  const href = paths.student.examResults.href({ examName: slug });
  return attemptId === undefined ? href : `${href}?attempt=${attemptId}`;
};
