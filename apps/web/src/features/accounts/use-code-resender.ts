import type { DetailBody } from '@vidya/contract';
import { useState } from 'react';
import { describeFailure, getRetryAfterSeconds, isRateLimitError } from '../../lib/errors';
import { useCooldown } from '../../lib/use-cooldown';
import { RESEND_INTERVAL_SECONDS } from './verification-state';

export type ResendOutcome = { tone: 'success' | 'error'; text: string };

type SendResult = { data?: DetailBody; error?: unknown };

/**
 * "Send me a new code": after a send, the button waits out the server's one-a-minute rule; if the
 * server still says "too soon", it waits for as long as the server's Retry-After asks.
 */
export function useCodeResender({ isCodeJustSent }: { isCodeJustSent: boolean }) {
  const { secondsLeft, start } = useCooldown(isCodeJustSent ? RESEND_INTERVAL_SECONDS : 0);
  const [isSending, setIsSending] = useState(false);
  const [outcome, setOutcome] = useState<ResendOutcome | null>(null);

  const resend = async (send: () => Promise<SendResult>) => {
    setIsSending(true);
    setOutcome(null);
    const result = await send();
    setIsSending(false);
    if (result.data !== undefined) {
      setOutcome({ tone: 'success', text: result.data.detail });
      start(RESEND_INTERVAL_SECONDS);
      return;
    }
    if (isRateLimitError(result.error)) start(getRetryAfterSeconds(result.error) ?? RESEND_INTERVAL_SECONDS);
    setOutcome({ tone: 'error', text: describeFailure(result.error) });
  };

  /** A code went out by another way (the first request of a flow): wait before offering another. */
  const noteCodeSent = () => start(RESEND_INTERVAL_SECONDS);

  return { secondsLeft, isSending, outcome, resend, noteCodeSent };
}
