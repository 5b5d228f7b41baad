import { useParams } from 'react-router';
import { parseExamId } from './exam-links';

/** The exam id in the `{examName}` of the URL, or null when the URL names no exam. */
export function useExamIdFromUrl(): number | null {
  const { examName } = useParams();
  return parseExamId(examName);
}

export const readStatus = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
