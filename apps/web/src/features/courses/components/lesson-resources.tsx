import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { describeFailure } from '../../../lib/errors';
import { useGetLessonResourcesQuery } from '../api';

/** Downloadable material for one lesson; each opens in a new tab, away from the player. */
export function LessonResources({ courseId, lessonId }: { courseId: number; lessonId: number }) {
  const { t } = useLingui();
  const { data, error, isLoading } = useGetLessonResourcesQuery({ courseId, lessonId });
  return (
    <section aria-labelledby="resources-heading" className="space-y-3">
      <h3 id="resources-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Resources</Trans>
      </h3>
      {isLoading ? (
        <Spinner size="small" text={t`Loading resources...`} className="items-start" />
      ) : error !== undefined ? (
        <Alert tone="error">{describeFailure(error, t`Failed to fetch the lesson resources`)}</Alert>
      ) : data === undefined || data.length === 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>This lesson has no resources to download.</Trans>
        </p>
      ) : (
        <ul className="space-y-2">
          {data.map((resource) => (
            <li key={resource.id}>
              <a
                href={resource.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 rounded-sm font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                <Download aria-hidden="true" className="h-4 w-4" />
                {resource.title}{' '}
                <span className="sr-only">
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
