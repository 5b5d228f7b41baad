import { useLingui } from '@lingui/react/macro';
import { formatMinutesSeconds } from '../../lib/format';
import { Button } from './button';

/** "Resend code", greyed out with the time left while the server would refuse another send. */
export function ResendCodeButton({
  secondsLeft,
  isSending,
  onResend,
}: {
  secondsLeft: number;
  isSending: boolean;
  onResend: () => void;
}) {
  const { t } = useLingui();
  const wait = formatMinutesSeconds(secondsLeft);
  const label = isSending
    ? t`Sending a new code...`
    : secondsLeft > 0
      ? t`Resend code in ${wait}`
      : t`Resend code`;
  return (
    <Button variant="ghost" size="sm" disabled={isSending || secondsLeft > 0} onClick={onResend}>
      {label}
    </Button>
  );
}
