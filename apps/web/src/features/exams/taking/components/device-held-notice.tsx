import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { PageHeader } from '../../../../components/ui/page-header';
import { useGetAttemptQuery } from '../api';

/** How often a refused browser asks again whether the invigilator released the attempt to it. */
export const DEVICE_RECHECK_MS = 5000;

/**
 * One device per attempt (issue #22): this exam is open on another device, so this one shows no
 * questions and cannot answer. The page asks again every few seconds (and on "Check again"); once
 * the invigilator releases the attempt to this device, the exam continues without a reload.
 */
export function DeviceHeldNotice({
  title,
  isChecking,
  onCheck,
}: {
  title: string;
  isChecking: boolean;
  onCheck: () => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={title} />
      <Card className="space-y-4">
        <Alert tone="warning">
          <p className="font-semibold">
            <Trans>This exam is open on another device.</Trans>
          </p>
          <p>
            <Trans>
              Ask your invigilator to release it to this device. This page checks again every few seconds and
              continues on its own once it is released. Your saved answers are safe.
            </Trans>
          </p>
        </Alert>
        <Button variant="secondary" disabled={isChecking} onClick={onCheck}>
          {isChecking ? t`Checking…` : t`Check again`}
        </Button>
      </Card>
    </>
  );
}

/**
 * The notice for a test screen whose save was refused mid-exam: it reads the attempt again every
 * few seconds, and `onReleased` runs at the first read that succeeds.
 */
export function HeldSessionNotice({
  attemptId,
  title,
  onReleased,
}: {
  attemptId: number;
  title: string;
  onReleased: () => void;
}) {
  const [shownAt] = useState(Date.now);
  const { error, fulfilledTimeStamp, isFetching, refetch } = useGetAttemptQuery(attemptId, {
    pollingInterval: DEVICE_RECHECK_MS,
    skipPollingIfUnfocused: false,
  });
  // Read successfully since the refusal: the attempt is this device's again.
  const isReleased = error === undefined && fulfilledTimeStamp !== undefined && fulfilledTimeStamp >= shownAt;
  useEffect(() => {
    if (isReleased) onReleased();
  }, [isReleased, onReleased]);
  return <DeviceHeldNotice title={title} isChecking={isFetching} onCheck={() => void refetch()} />;
}
