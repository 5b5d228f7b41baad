import { useParams } from 'react-router';
import { parseIdParam } from '../../../lib/paths';

/** The exam id in the `{examName}` of the URL, or null when the URL names no exam. */
export function useExamIdFromUrl(): number | null {
  const { examName } = useParams();
  return parseIdParam(examName, { slug: true });
}
