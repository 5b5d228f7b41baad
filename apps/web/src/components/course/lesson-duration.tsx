import { useLingui } from '@lingui/react/macro';
import { LESSON_DURATION_MAX_SECONDS } from '@vidya/contract';

/**
 * A lesson's length as the admin types it: `m:ss` or `h:mm:ss` ("12:30", "1:05:00"). Empty is
 * no length (null); anything else, or a length out of the contract's bounds, is undefined.
 */
export function parseLessonLength(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = /^(?:(\d{1,2}):)?(\d{1,2}):(\d{2})$/.exec(trimmed);
  if (match === null) return undefined;
  const [hours, minutes, seconds] = [match[1] ?? '0', match[2] ?? '0', match[3] ?? '0'].map(Number) as [
    number,
    number,
    number,
  ];
  if (seconds > 59 || (match[1] !== undefined && minutes > 59)) return undefined;
  const total = hours * 3600 + minutes * 60 + seconds;
  return total >= 1 && total <= LESSON_DURATION_MAX_SECONDS ? total : undefined;
}

/** Seconds as the lesson form shows them back: "12:30", "1:05:00". */
export function toClock(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** ISO 8601 duration for `<time dateTime>`. */
const isoDuration = (totalSeconds: number) => `PT${totalSeconds}S`;

/**
 * A length as people read it on a course page: "45 s", "21 min", "1 h 17 min" (rounded to the
 * minute from a minute up).
 */
export function useFormatLength() {
  const { t } = useLingui();
  return (totalSeconds: number) => {
    if (totalSeconds < 60) return t`${totalSeconds} s`;
    const totalMinutes = Math.round(totalSeconds / 60);
    const hours = Math.floor(totalMinutes / 60);
    const minutes = totalMinutes % 60;
    if (hours === 0) return t`${minutes} min`;
    return minutes === 0 ? t`${hours} h` : t`${hours} h ${minutes} min`;
  };
}

/** A lesson's or a course's length, machine-readable too. */
export function LengthText({ seconds, className }: { seconds: number; className?: string }) {
  const format = useFormatLength();
  return (
    <time dateTime={isoDuration(seconds)} className={className}>
      {format(seconds)}
    </time>
  );
}

/**
 * A direct video's length in whole seconds, read by the browser from the file's metadata; null
 * when the link is no playable file (a YouTube page, a broken link) or says no finite length.
 */
export function measureVideo(url: string): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const finish = (seconds: number | null) => {
      video.removeAttribute('src');
      video.load();
      resolve(seconds);
    };
    video.preload = 'metadata';
    video.addEventListener('loadedmetadata', () => {
      const seconds = Math.round(video.duration);
      finish(
        Number.isFinite(seconds) && seconds >= 1 && seconds <= LESSON_DURATION_MAX_SECONDS ? seconds : null,
      );
    });
    video.addEventListener('error', () => finish(null));
    video.src = url;
  });
}
