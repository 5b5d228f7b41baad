import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { paths } from '../../../lib/paths';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { CertificatesSkeleton } from '../../../components/ui/skeleton';
import { StatCards } from '../../../components/ui/stat-cards';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { describeFailure } from '../../../lib/errors';
import { formatDate, formatNumber } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useGetCertificatesQuery, useGetCertificateStatsQuery } from '../api';
import { CertificateCard } from '../components/certificate-card';

const SEARCH_DELAY_MS = 350;

function CertificateSummary() {
  const { t } = useLingui();
  const { data, error, isLoading } = useGetCertificateStatsQuery(undefined);
  if (error !== undefined) return null;
  const latest = data?.latest_issued_at;
  return (
    <section aria-label={t`Your certificates at a glance`} className="mb-10">
      <StatCards
        isLoading={isLoading}
        items={[
          { label: t`Certificates earned`, value: formatNumber(data?.total ?? 0) },
          { label: t`Earned this year`, value: formatNumber(data?.this_year ?? 0) },
          { label: t`Latest`, value: latest === null || latest === undefined ? '—' : formatDate(latest) },
        ]}
      />
    </section>
  );
}

/** The student's certificates, four a page (spec §9), to download as PDF or share for checking. */
export function CertificatesPage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const { data, error, isLoading, isFetching, refetch } = useGetCertificatesQuery({ page, search });
  // A failed list is shown empty, with what went wrong (spec §8).
  const certificates = error === undefined ? (data?.results ?? []) : [];

  return (
    <>
      <PageHeader
        title={t`Certificates`}
        description={t`Every certificate you have earned. Anyone can check one with its code on our verification page.`}
      />
      <CertificateSummary />
      <section aria-labelledby="certificates-heading" className="space-y-5">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="certificates-heading" className="text-2xl font-bold text-slate-900">
            <Trans>Your certificates</Trans>
          </h2>
          <form role="search" className="w-full sm:w-80" onSubmit={(event) => event.preventDefault()}>
            <TextField
              label={t`Search certificates`}
              type="search"
              value={searchText}
              onChange={(event) => {
                setSearchText(event.target.value);
                setPage(1);
              }}
            />
          </form>
        </div>
        {isLoading ? (
          <CertificatesSkeleton />
        ) : (
          <>
            {error !== undefined && (
              <Alert tone="error">
                <p>{describeFailure(error, t`Failed to fetch certificates`)}</p>
                <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              </Alert>
            )}
            {certificates.length > 0 ? (
              <ul className="grid gap-6 md:grid-cols-2" aria-busy={isFetching || undefined}>
                {certificates.map((certificate) => (
                  <li key={certificate.id}>
                    <CertificateCard certificate={certificate} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
                {search === '' ? (
                  <p>
                    <Trans>
                      No certificates yet. Finish a course to earn one.{' '}
                      <TextLink to={paths.student.courses.href()}>Go to your courses</TextLink>
                    </Trans>
                  </p>
                ) : (
                  <p>
                    <Trans>No certificate matches your search.</Trans>
                  </p>
                )}
              </div>
            )}
            {error === undefined && (
              <Pagination
                label={t`Certificate pages`}
                page={data?.current_page ?? page}
                totalPages={data?.total_pages ?? 1}
                onPageChange={setPage}
              />
            )}
          </>
        )}
      </section>
    </>
  );
}
