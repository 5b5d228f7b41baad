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

const DOWNLOAD_FAILED = 'The certificate could not be downloaded. Please try again.';

type CopyState = 'idle' | 'copied' | 'manual';

/** One certificate: what it is for, its code, and ways to download and share it. */
export function CertificateCard({ certificate }: { certificate: CertificateView }) {
  const [downloadCertificate, { isLoading: isDownloading }] = useDownloadCertificateMutation();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const downloadLabel = isDownloading ? 'Downloading...' : 'Download PDF';

  const download = async () => {
    setDownloadError(null);
    const result = await downloadCertificate(certificate);
    if (result.error !== undefined) setDownloadError(describeFailure(result.error, DOWNLOAD_FAILED));
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
            {certificate.kind === 'course' ? 'Course certificate' : 'Exam certificate'}
          </Badge>
          <h3 className="text-lg font-semibold text-slate-900">{certificate.title}</h3>
          <p className="text-sm text-slate-700">
            Awarded to {certificate.student_name} on {formatDate(certificate.issued_at)}
          </p>
          <p className="text-sm text-slate-700">
            Code <span className="font-mono font-semibold break-all text-slate-900">{certificate.code}</span>
          </p>
        </div>
      </div>
      {downloadError !== null && <Alert tone="error">{downloadError}</Alert>}
      <div className="mt-auto flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          disabled={isDownloading}
          aria-label={`${downloadLabel}: ${certificate.title}`}
          onClick={() => void download()}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {downloadLabel}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Copy verification link: ${certificate.title}`}
          onClick={() => void copyVerifyLink()}
        >
          <Copy aria-hidden="true" className="h-4 w-4" />
          Copy verification link
        </Button>
        <TextLink
          to={paths.verifyCertificate.href({ code: certificate.code })}
          aria-label={`Verify: ${certificate.title}`}
        >
          Verify
        </TextLink>
      </div>
      <div role="status" className="text-sm">
        {copyState === 'copied' && <p className="text-emerald-800">Verification link copied.</p>}
        {copyState === 'manual' && (
          <label className="block space-y-1 text-slate-700">
            <span>Copy this verification link:</span>
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
