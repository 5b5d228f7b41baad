/**
 * This browser's id for an attempt (issue #22): kept in localStorage, so a reload is the same
 * browser and another browser or device is told apart (and, on a one-device exam, refused).
 */
export function clientIdOf(attemptId: number): string {
  const key = `vidya:exam-client:${attemptId}`;
  try {
    const kept = window.localStorage.getItem(key);
    if (kept !== null && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
    const made = crypto.randomUUID();
    window.localStorage.setItem(key, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}
