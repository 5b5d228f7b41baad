import type { ClientEvent } from '@vidya/contract';
import { useEffect } from 'react';

/**
 * Measures absences from the exam page (issue #22, docs/exams.md): the page hidden or the window
 * losing focus starts one, whichever comes first; the page visible and focused again ends it,
 * with its duration. Repeated signals of the same absence (hidden, then blur) count once.
 */
export class AbsenceTracker {
  private awaySince: number | null = null;

  constructor(
    private readonly record: (event: ClientEvent) => void,
    private readonly now: () => number = Date.now,
  ) {}

  get isAway(): boolean {
    return this.awaySince !== null;
  }

  left(cause: 'hidden' | 'blur'): void {
    if (this.awaySince !== null) return;
    this.awaySince = this.now();
    this.record({ kind: 'left', at: new Date(this.awaySince).toISOString(), cause });
  }

  returned(): void {
    if (this.awaySince === null) return;
    const at = this.now();
    this.record({
      kind: 'returned',
      at: new Date(at).toISOString(),
      duration_ms: Math.max(0, at - this.awaySince),
    });
    this.awaySince = null;
  }
}

/**
 * Records the integrity log's browser events while the attempt is in progress (and only then):
 * opening the test screen, leaving and coming back, and copy and paste when the exam says so
 * (never what was copied). Each event goes to `record`, which queues it with the answers.
 */
export function useIntegrityRecorder(
  record: ((event: ClientEvent) => void) | null,
  recordClipboard: boolean,
): void {
  useEffect(() => {
    if (record === null) return;
    const at = () => new Date().toISOString();
    record({ kind: 'opened', at: at() });
    const tracker = new AbsenceTracker(record);
    const isPresent = () => document.visibilityState === 'visible' && document.hasFocus();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') tracker.left('hidden');
      else if (isPresent()) tracker.returned();
    };
    const onBlur = () => tracker.left('blur');
    const onFocus = () => {
      if (isPresent()) tracker.returned();
    };
    const onCopy = () => record({ kind: 'copy', at: at() });
    const onPaste = () => record({ kind: 'paste', at: at() });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    if (recordClipboard) {
      document.addEventListener('copy', onCopy);
      document.addEventListener('paste', onPaste);
    }
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('paste', onPaste);
    };
  }, [record, recordClipboard]);
}
