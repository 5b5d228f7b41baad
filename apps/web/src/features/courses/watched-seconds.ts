/** A jump larger than this between two samples is a seek, not playback (2× speed, late timers). */
const MAX_CONTINUOUS_STEP_SECONDS = 3;

/**
 * Counts the distinct seconds of a video that played (issue #17): each sample of the playback
 * position marks the seconds since the previous sample, unless the position jumped (a seek), so
 * skipping ahead counts nothing and watching a part twice counts it once.
 */
export class WatchedSeconds {
  private readonly seconds = new Set<number>();
  private last: number | null = null;

  /** The playback position while playing (from `timeupdate` or a poll). */
  sample(position: number) {
    if (!Number.isFinite(position) || position < 0) return;
    const previous = this.last;
    this.last = position;
    if (previous === null) return;
    const step = position - previous;
    if (step <= 0 || step > MAX_CONTINUOUS_STEP_SECONDS) return;
    // The second playing now counts as soon as it starts, so a clip's last partial second does too.
    for (let second = Math.floor(previous); second <= Math.floor(position); second += 1) {
      this.seconds.add(second);
    }
  }

  /** Playback paused, ended or seeked: the next sample starts a new stretch. */
  interrupt() {
    this.last = null;
  }

  get count() {
    return this.seconds.size;
  }
}
