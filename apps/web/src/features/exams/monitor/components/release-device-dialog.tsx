import { Trans, useLingui } from '@lingui/react/macro';
import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { describeFailure } from '../../../../lib/errors';
import { useReleaseDeviceMutation } from '../api';

/**
 * One device per attempt (issue #22): the invigilator hands a student's attempt to the next other
 * device that opens it (a laptop that died). Asked first; the server's reason shows if it refuses.
 */
export function ReleaseDeviceDialog({
  examId,
  attemptId,
  studentName,
}: {
  examId: number;
  attemptId: number;
  studentName: string;
}) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [releaseDevice, { isLoading }] = useReleaseDeviceMutation();

  const close = () => {
    setIsOpen(false);
    setError(null);
  };

  const confirm = async () => {
    setError(null);
    const result = await releaseDevice({ examId, attemptId });
    if (result.error === undefined) close();
    else setError(describeFailure(result.error, t`The attempt could not be released.`));
  };

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setIsOpen(true)}
        aria-label={t`Release ${studentName}'s attempt to a new device`}
      >
        <MonitorSmartphone aria-hidden="true" className="h-4 w-4" />
        <Trans>Release to new device</Trans>
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={t`Release ${studentName}'s attempt to a new device?`}
        confirmLabel={t`Release`}
        busyLabel={t`Releasing…`}
        isBusy={isLoading}
        error={error}
        onCancel={close}
        onConfirm={() => void confirm()}
      >
        <p>
          <Trans>
            The next other device that opens the exam continues the attempt with the answers saved so far. The
            device that has it now can no longer answer. This is recorded on the attempt&apos;s activity log.
          </Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}
