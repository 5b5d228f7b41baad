import { Trans, useLingui } from '@lingui/react/macro';
import type { CertificateView } from '@vidya/contract';
import { Award, Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { paths } from '../../../lib/paths';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { describeFailure } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { useDownloadCertificateMutation } from '../api';

type CopyState = 'idle' | 'copied' | 'manual';

/** One certificate: what it is for, its code, and ways to download and share it. */
export function CertificateCard({ certificate }: { certificate: CertificateView }) {
  const { t } = useLingui();
  const [downloadCertificate, { isLoading: isDownloading }] = useDownloadCertificateMutation();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const downloadLabel = isDownloading ? t`Downloading...` : t`Download PDF`;
  const title = certificate.title;
  const name = certificate.student_name;
  const issued = formatDate(certificate.issued_at);
  const code = certificate.code;

  const download = async () => {
    setDownloadError(null);
    const result = await downloadCertificate(certificate);
    if (result.error !== undefined)
      setDownloadError(
        describeFailure(result.error, t`The certificate could not be downloaded. Please try again.`),
      );
  };

  const copyVerifyLink = async () => {
    try {
      await navigator.clipboard.writeText(certificate.verify_url);
      setCopyState('copied');
    } catch {
      // No clipboard (an insecure page, or permission refused): show the link to copy by hand.
      setCopyState('manual');
    }
  };

  return (
    <article className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-4">
        <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-amber-50 text-amber-700">
          <Award aria-hidden="true" className="h-6 w-6" />
        </span>
        <div className="min-w-0 space-y-1">
          <Badge tone="success">
            {certificate.kind === 'course' ? (
              <Trans>Course certificate</Trans>
            ) : (
              <Trans>Exam certificate</Trans>
            )}
          </Badge>
          <h3 className="text-lg font-semibold text-slate-900">{certificate.title}</h3>
          <p className="text-sm text-slate-700">
            <Trans>
              Awarded to {name} on {issued}
            </Trans>
          </p>
          <p className="text-sm text-slate-700">
            <Trans>
              Code <span className="font-mono font-semibold break-all text-slate-900">{code}</span>
            </Trans>
          </p>
        </div>
      </div>
      {downloadError !== null && <Alert tone="error">{downloadError}</Alert>}
      <div className="mt-auto flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          disabled={isDownloading}
          aria-label={t`${downloadLabel}: ${title}`}
          onClick={() => void download()}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {downloadLabel}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t`Copy verification link: ${title}`}
          onClick={() => void copyVerifyLink()}
        >
          <Copy aria-hidden="true" className="h-4 w-4" />
          <Trans>Copy verification link</Trans>
        </Button>
        <TextLink
          to={paths.verifyCertificate.href({ code: certificate.code })}
          aria-label={t`Verify: ${title}`}
        >
          <Trans>Verify</Trans>
        </TextLink>
      </div>
      <div role="status" className="text-sm">
        {copyState === 'copied' && (
          <p className="text-emerald-800">
            <Trans>Verification link copied.</Trans>
          </p>
        )}
        {copyState === 'manual' && (
          <label className="block space-y-1 text-slate-700">
            <span>{t`Copy this verification link:`}</span>
            <input
              readOnly
              value={certificate.verify_url}
              onFocus={(event) => event.target.select()}
              className="block h-9 w-full rounded-lg border border-slate-300 px-2 font-mono text-xs text-slate-900"
            />
          </label>
        )}
      </div>
    </article>
  );
}
