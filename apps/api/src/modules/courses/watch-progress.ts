/**
 * The rules of watch progress (issue #17, docs/decisions/028-watch-progress-before-completion.md).
 *
 * The player reports how many distinct seconds of a lesson's video it has seen. The server cannot
 * see the video, so it bounds what it believes: a report may add no more than the wall-clock time
 * since the previous report allows at the fastest playback speed players offer, plus a little
 * slack for network delay. A forged client must therefore still spend real time on the lesson.
 */

/** YouTube's and the browsers' fastest ordinary playback rate. */
export const MAX_PLAYBACK_RATE = 2;
/** Network delay and timer jitter between two reports. */
export const REPORT_SLACK_SECONDS = 5;
/** The first report has no previous one to measure from: the player sends it within ~15 s. */
export const FIRST_REPORT_MAX_SECONDS = 15 * MAX_PLAYBACK_RATE + REPORT_SLACK_SECONDS;

export type StoredWatch = { watchedSeconds: number; durationSeconds: number; updatedAt: Date };

/**
 * What to store after a report: the reported seconds, capped by what the elapsed time allows and
 * by the video's length, and never less than before. The length is the longest one reported, so
 * a later report cannot shrink the video to pass the threshold.
 */
export function boundWatch(
  previous: StoredWatch | undefined,
  report: { watchedSeconds: number; durationSeconds: number },
  now: Date,
): { watchedSeconds: number; durationSeconds: number } {
  const durationSeconds = Math.max(previous?.durationSeconds ?? 0, report.durationSeconds);
  const before = previous?.watchedSeconds ?? 0;
  const allowed =
    previous === undefined
      ? FIRST_REPORT_MAX_SECONDS
      : before +
        Math.floor((Math.max(0, now.getTime() - previous.updatedAt.getTime()) / 1000) * MAX_PLAYBACK_RATE) +
        REPORT_SLACK_SECONDS;
  const watchedSeconds = Math.max(before, Math.min(report.watchedSeconds, allowed, durationSeconds));
  return { watchedSeconds, durationSeconds };
}

export function watchedPercent(watch: { watchedSeconds: number; durationSeconds: number } | undefined) {
  if (!watch || watch.durationSeconds <= 0) return 0;
  return Math.min(100, Math.floor((watch.watchedSeconds * 100) / watch.durationSeconds));
}

/** Whether enough of the video was watched; a threshold of 0 turns the rule off. */
export function hasWatchedEnough(
  watch: { watchedSeconds: number; durationSeconds: number } | undefined,
  thresholdPercent: number,
) {
  if (thresholdPercent <= 0) return true;
  if (!watch || watch.durationSeconds <= 0) return false;
  return watch.watchedSeconds * 100 >= thresholdPercent * watch.durationSeconds;
}
