import { OPTION_KEYS, type ItemFlag, type OptionKey } from '@vidya/contract';

/**
 * Item analysis (issue #14, docs/exams.md "Item analysis"): for each question of an exam, how
 * hard it was and how well it told strong students from weak ones. Pure maths over the analysed
 * attempts, so it is tested against a hand-computed example.
 */

export type AnalysedQuestion = { id: number; correct: OptionKey; options: readonly OptionKey[] };

/** One analysed attempt: its total score and its answer to each question, in the questions' order. */
export type AnalysedAttempt = { id: number; score: number; answers: readonly (OptionKey | null)[] };

export type ItemStatistics = {
  question: number;
  facility: number;
  discrimination: number;
  upperCorrect: number;
  lowerCorrect: number;
  optionCounts: Record<OptionKey | 'unanswered', number>;
  flags: ItemFlag[];
};

/** Share of students in each of the upper and lower groups (Kelley's 27 %). */
export const GROUP_SHARE = 0.27;
export const TOO_EASY_ABOVE = 0.95;
export const TOO_HARD_BELOW = 0.1;

/** n = max(1, round(0.27 · N)); N ≥ 2n for every N ≥ 4, so the groups never overlap there. */
export function groupSize(attempts: number): number {
  return Math.max(1, Math.round(GROUP_SHARE * attempts));
}

/**
 * Ranks the attempts by total score, highest first, ties by attempt id ascending (the earlier
 * attempt ranks higher); the upper group is the first n, the lower group the last n. Facility
 * p = correct / N; discrimination D = upper correct / n − lower correct / n. Flags: D < 0
 * (`negative_discrimination`), p > 0.95 (`too_easy`), p < 0.10 (`too_hard`).
 */
export function analyseItems(
  questions: readonly AnalysedQuestion[],
  attempts: readonly AnalysedAttempt[],
): { groupSize: number; items: ItemStatistics[] } {
  const total = attempts.length;
  const n = groupSize(total);
  const ranked = [...attempts].sort((x, y) => y.score - x.score || x.id - y.id);
  const upper = ranked.slice(0, Math.min(n, total));
  const lower = ranked.slice(Math.max(0, total - n));
  const correctIn = (group: readonly AnalysedAttempt[], index: number, correct: OptionKey) =>
    group.filter((attempt) => attempt.answers[index] === correct).length;

  const items = questions.map((question, index): ItemStatistics => {
    const optionCounts: ItemStatistics['optionCounts'] = { a: 0, b: 0, c: 0, d: 0, unanswered: 0 };
    for (const attempt of attempts) {
      const answer = attempt.answers[index] ?? null;
      if (answer !== null && OPTION_KEYS.includes(answer)) optionCounts[answer] += 1;
      else optionCounts.unanswered += 1;
    }
    const facility = total === 0 ? 0 : optionCounts[question.correct] / total;
    const upperCorrect = correctIn(upper, index, question.correct);
    const lowerCorrect = correctIn(lower, index, question.correct);
    const discrimination = total === 0 ? 0 : (upperCorrect - lowerCorrect) / n;
    const flags: ItemFlag[] = [];
    if (discrimination < 0) flags.push('negative_discrimination');
    if (facility > TOO_EASY_ABOVE) flags.push('too_easy');
    if (facility < TOO_HARD_BELOW) flags.push('too_hard');
    return {
      question: question.id,
      facility,
      discrimination,
      upperCorrect,
      lowerCorrect,
      optionCounts,
      flags,
    };
  });
  return { groupSize: n, items };
}
