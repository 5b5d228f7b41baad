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
  const label = isSending
    ? 'Sending a new code...'
    : secondsLeft > 0
      ? `Resend code in ${formatMinutesSeconds(secondsLeft)}`
      : 'Resend code';
  return (
    <Button variant="ghost" size="sm" disabled={isSending || secondsLeft > 0} onClick={onResend}>
      {label}
    </Button>
  );
}
