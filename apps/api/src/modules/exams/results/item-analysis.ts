import { OPTION_KEYS, type ItemFlag, type OptionKey } from '@vidya/contract';

/**
 * Item analysis (issue #14, docs/exams.md "Item analysis"): for each question of an exam, how
 * hard it was and how well it told strong students from weak ones. The database counts (who
 * picked what, and how many of the upper and lower groups answered correctly, the groups being
 * ranked there by `groupSize`); the maths from those counts is here, pure, and tested against a
 * hand-computed example.
 */

/** One question's counts over the N analysed attempts. */
export type QuestionCounts = {
  id: number;
  correct: OptionKey;
  /** How many picked each option; the rest of the N left it unanswered. */
  picked: Partial<Record<OptionKey, number>>;
  /** How many of the upper (and of the lower) group picked the correct option. */
  upperCorrect: number;
  lowerCorrect: number;
};

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

/**
 * n = max(1, round(0.27 · N)): the size of the upper group (the n best total scores, ties by
 * attempt id, the earlier first) and of the lower group (the n last in that order). N ≥ 2n for
 * every N ≥ 4, so the groups never overlap there.
 */
export function groupSize(attempts: number): number {
  return Math.max(1, Math.round(GROUP_SHARE * attempts));
}

/**
 * Facility p = correct / N; discrimination D = upper correct / n − lower correct / n; the
 * unanswered are the N who picked no option. Flags: D < 0 (`negative_discrimination`),
 * p > 0.95 (`too_easy`), p < 0.10 (`too_hard`).
 */
export function analyseItems(attempts: number, questions: readonly QuestionCounts[]): ItemStatistics[] {
  const n = groupSize(attempts);
  return questions.map((question): ItemStatistics => {
    const optionCounts: ItemStatistics['optionCounts'] = { a: 0, b: 0, c: 0, d: 0, unanswered: attempts };
    for (const key of OPTION_KEYS) {
      optionCounts[key] = question.picked[key] ?? 0;
      optionCounts.unanswered -= optionCounts[key];
    }
    const facility = attempts === 0 ? 0 : optionCounts[question.correct] / attempts;
    const discrimination = attempts === 0 ? 0 : (question.upperCorrect - question.lowerCorrect) / n;
    const flags: ItemFlag[] = [];
    if (discrimination < 0) flags.push('negative_discrimination');
    if (facility > TOO_EASY_ABOVE) flags.push('too_easy');
    if (facility < TOO_HARD_BELOW) flags.push('too_hard');
    return {
      question: question.id,
      facility,
      discrimination,
      upperCorrect: question.upperCorrect,
      lowerCorrect: question.lowerCorrect,
      optionCounts,
      flags,
    };
  });
}
