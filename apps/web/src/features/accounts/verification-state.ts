import { withNotice, type NoticeState } from '../../lib/navigation-notice';

/** Router state of a code page opened right after a code was sent: say so, and hold back "resend". */
export type CodeSentState = NoticeState & { isCodeJustSent: true };

export const codeSentState = (notice: string): CodeSentState => ({
  ...withNotice(notice),
  isCodeJustSent: true,
});

export const isCodeJustSent = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'isCodeJustSent' in state && state.isCodeJustSent === true;

/** The server allows one code a minute per address; asking sooner would only be refused. */
export const RESEND_INTERVAL_SECONDS = 60;
