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

const VERIFY_FAILED = 'The certificate could not be checked. Please try again.';
const normaliseCode = (code: string) => code.trim().toUpperCase();

function VerificationResult({ code }: { code: string }) {
  const { data, error, isFetching } = useVerifyCertificateQuery(code);
  if (isFetching) return <Spinner text="Checking the certificate..." className="py-8" />;
  if (data === undefined) {
    return (
      <Alert tone="error">
        <p className="flex items-center gap-2 font-semibold">
          <SearchX aria-hidden="true" className="h-4 w-4" />
          {describeFailure(error, VERIFY_FAILED)}
        </p>
      </Alert>
    );
  }
  return (
    <Card className="border-emerald-200">
      <p role="status" className="mb-6 flex items-center gap-3 text-lg font-semibold text-emerald-800">
        <BadgeCheck aria-hidden="true" className="h-6 w-6" />
        This certificate is genuine.
      </p>
      <DetailsList
        items={[
          { label: 'Awarded to', value: data.student_name },
          {
            label: data.kind === 'course' ? 'For completing the course' : 'For passing the exam',
            value: data.title,
          },
          { label: 'Issued on', value: formatDate(data.issued_at) },
          { label: 'Certificate code', value: <span className="font-mono">{data.code}</span> },
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
  const { code: codeParam } = useParams();
  const navigate = useNavigate();
  const code = codeParam === undefined ? '' : normaliseCode(codeParam);
  const [typed, setTyped] = useState(code);
  const [formError, setFormError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = normaliseCode(typed);
    if (next === '') {
      setFormError('Enter the code printed on the certificate.');
      return;
    }
    setFormError(undefined);
    void navigate(paths.verifyCertificate.href({ code: next }));
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageHeader
        title="Verify a certificate"
        description="Enter the code printed on the certificate, for example VID-7K2M-Q9XA-4TRE."
      />
      <form noValidate onSubmit={submit} className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label="Certificate code"
            autoComplete="off"
            spellCheck={false}
            className="font-mono uppercase"
            value={typed}
            error={formError}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Button type="submit" className={formError === undefined ? undefined : 'sm:mb-7'}>
          Verify
        </Button>
      </form>
      {code !== '' && <VerificationResult key={code} code={code} />}
    </div>
  );
}
