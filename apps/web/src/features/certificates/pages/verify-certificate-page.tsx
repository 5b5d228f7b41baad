import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, SearchX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DetailsList } from '../../../components/ui/details-list';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { describeFailure } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { useVerifyCertificateQuery } from '../api';

const normaliseCode = (code: string) => code.trim().toUpperCase();

function VerificationResult({ code }: { code: string }) {
  const { t } = useLingui();
  const { data, error, isFetching } = useVerifyCertificateQuery(code);
  if (isFetching) return <Spinner text={t`Checking the certificate...`} className="py-8" />;
  if (data === undefined) {
    return (
      <Alert tone="error">
        <p className="flex items-center gap-2 font-semibold">
          <SearchX aria-hidden="true" className="h-4 w-4" />
          {describeFailure(error, t`The certificate could not be checked. Please try again.`)}
        </p>
      </Alert>
    );
  }
  return (
    <Card className="border-emerald-200">
      <p role="status" className="mb-6 flex items-center gap-3 text-lg font-semibold text-emerald-800">
        <BadgeCheck aria-hidden="true" className="h-6 w-6" />
        <Trans>This certificate is genuine.</Trans>
      </p>
      <DetailsList
        items={[
          { label: t`Awarded to`, value: data.student_name },
          {
            label: data.kind === 'course' ? t`For completing the course` : t`For passing the exam`,
            value: data.title,
          },
          { label: t`Issued on`, value: formatDate(data.issued_at) },
          { label: t`Certificate code`, value: <span className="font-mono">{data.code}</span> },
        ]}
      />
    </Card>
  );
}

/**
 * `/verify` and `/verify/{code}`: anyone, signed in or not, checks that a certificate is genuine
 * by its code (the code and QR code on the PDF lead here).
 */
export function VerifyCertificatePage() {
  const { t } = useLingui();
  const { code: codeParam } = useParams();
  const navigate = useNavigate();
  const code = codeParam === undefined ? '' : normaliseCode(codeParam);
  const [typed, setTyped] = useState(code);
  // Whether a submit came without a code; its words follow the language of the moment.
  const [isCodeMissing, setIsCodeMissing] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = normaliseCode(typed);
    if (next === '') {
      setIsCodeMissing(true);
      return;
    }
    setIsCodeMissing(false);
    void navigate(paths.verifyCertificate.href({ code: next }));
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageHeader
        title={t`Verify a certificate`}
        description={t`Enter the code printed on the certificate, for example VID-7K2M-Q9XA-4TRE.`}
      />
      <form noValidate onSubmit={submit} className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label={t`Certificate code`}
            autoComplete="off"
            spellCheck={false}
            className="font-mono uppercase"
            value={typed}
            error={isCodeMissing ? t`Enter the code printed on the certificate.` : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Button type="submit" className={isCodeMissing ? 'sm:mb-7' : undefined}>
          <Trans>Verify</Trans>
        </Button>
      </form>
      {code !== '' && <VerificationResult key={code} code={code} />}
    </div>
  );
}
