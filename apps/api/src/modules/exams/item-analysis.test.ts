import type { OptionKey } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { analyseItems, groupSize } from './item-analysis.ts';

/**
 * The hand-computed example of docs/exams.md "Item analysis": 10 attempts, 6 one-mark questions.
 * Correct answers: Q1 a, Q2 b, Q3 c, Q4 d, Q5 b, Q6 c. `-` is unanswered.
 *
 *   attempt  Q1 Q2 Q3 Q4 Q5 Q6  score
 *   1        a  b  d  d  a  -   3
 *   2        a  b  c  d  a  -   4
 *   3        a  b  c  d  a  a   4
 *   4        a  a  c  d  c  -   3
 *   5        a  b  -  d  c  -   3
 *   6        a  c  c  d  c  a   3
 *   7        a  -  d  d  c  -   2
 *   8        b  a  c  d  b  -   3
 *   9        a  d  a  d  b  -   3
 *   10       c  a  c  d  c  -   2
 *
 * N = 10, n = max(1, round(0.27 · 10)) = round(2.7) = 3.
 * Ranked by score, ties by attempt id: 2, 3 | 1, 4, 5, 6, 8, 9 | 7, 10.
 * Upper group: 2, 3, 1. Lower group: 9, 7, 10 (9 rather than 8: the tie goes by id).
 *
 *   Q   correct (p)   upper  lower  D = (U − L) / 3   counts a/b/c/d/unanswered   flags
 *   Q1  8/10 = 0.8     3      2      1/3              8/1/1/0/0
 *   Q2  4/10 = 0.4     3      0      1                3/4/1/1/1
 *   Q3  6/10 = 0.6     2      1      1/3              1/0/6/2/1
 *   Q4  10/10 = 1.0    3      3      0                0/0/0/10/0                  too easy (p > 0.95)
 *   Q5  2/10 = 0.2     0      1      −1/3             3/2/5/0/0                   negative D
 *   Q6  0/10 = 0.0     0      0      0                2/0/0/0/8                   too hard (p < 0.10)
 */
const CORRECT: OptionKey[] = ['a', 'b', 'c', 'd', 'b', 'c'];
const SHEET: [number, string][] = [
  [1, 'abdda-'],
  [2, 'abcda-'],
  [3, 'abcdaa'],
  [4, 'aacdc-'],
  [5, 'ab-dc-'],
  [6, 'accdca'],
  [7, 'a-ddc-'],
  [8, 'bacdb-'],
  [9, 'adadb-'],
  [10, 'cacdc-'],
];

const questions = CORRECT.map((correct, index) => ({
  id: 101 + index,
  correct,
  options: ['a', 'b', 'c', 'd'] as const,
}));
const attempts = SHEET.map(([id, row]) => {
  const answers = [...row].map((cell) => (cell === '-' ? null : (cell as OptionKey)));
  const score = answers.filter((answer, index) => answer === CORRECT[index]).length;
  return { id, score, answers };
});

describe('analyseItems', () => {
  it('totals each sheet as the table says', () => {
    expect(attempts.map((attempt) => attempt.score)).toEqual([3, 4, 4, 3, 3, 3, 2, 3, 3, 2]);
  });

  it('matches the hand-computed example', () => {
    const result = analyseItems(questions, attempts);
    expect(result.groupSize).toBe(3);
    const rows = result.items.map((item) => ({
      question: item.question,
      facility: item.facility,
      upper: item.upperCorrect,
      lower: item.lowerCorrect,
      discrimination: Math.round(item.discrimination * 10000) / 10000,
      counts: item.optionCounts,
      flags: item.flags,
    }));
    expect(rows).toEqual([
      {
        question: 101,
        facility: 0.8,
        upper: 3,
        lower: 2,
        discrimination: 0.3333,
        counts: { a: 8, b: 1, c: 1, d: 0, unanswered: 0 },
        flags: [],
      },
      {
        question: 102,
        facility: 0.4,
        upper: 3,
        lower: 0,
        discrimination: 1,
        counts: { a: 3, b: 4, c: 1, d: 1, unanswered: 1 },
        flags: [],
      },
      {
        question: 103,
        facility: 0.6,
        upper: 2,
        lower: 1,
        discrimination: 0.3333,
        counts: { a: 1, b: 0, c: 6, d: 2, unanswered: 1 },
        flags: [],
      },
      {
        question: 104,
        facility: 1,
        upper: 3,
        lower: 3,
        discrimination: 0,
        counts: { a: 0, b: 0, c: 0, d: 10, unanswered: 0 },
        flags: ['too_easy'],
      },
      {
        question: 105,
        facility: 0.2,
        upper: 0,
        lower: 1,
        discrimination: -0.3333,
        counts: { a: 3, b: 2, c: 5, d: 0, unanswered: 0 },
        flags: ['negative_discrimination'],
      },
      {
        question: 106,
        facility: 0,
        upper: 0,
        lower: 0,
        discrimination: 0,
        counts: { a: 2, b: 0, c: 0, d: 0, unanswered: 8 },
        flags: ['too_hard'],
      },
    ]);
  });

  it('gives the same groups whatever order the attempts arrive in', () => {
    const reversed = analyseItems(questions, [...attempts].reverse());
    expect(reversed).toEqual(analyseItems(questions, attempts));
  });

  it('sizes the groups as max(1, round(0.27 · N))', () => {
    expect([1, 2, 10, 11, 20, 100, 3000].map(groupSize)).toEqual([1, 1, 3, 3, 5, 27, 810]);
  });

  it('computes 3,000 attempts × 50 questions well within the budget', () => {
    const many = Array.from({ length: 3000 }, (_, index) => ({
      id: index + 1,
      score: index % 51,
      answers: Array.from(
        { length: 50 },
        (_, q) => (['a', 'b', 'c', 'd', null] as const)[(index + q) % 5] ?? null,
      ),
    }));
    const fifty = Array.from({ length: 50 }, (_, q) => ({
      id: q + 1,
      correct: 'a' as const,
      options: ['a', 'b', 'c', 'd'] as const,
    }));
    const started = performance.now();
    const result = analyseItems(fifty, many);
    expect(performance.now() - started).toBeLessThan(200);
    expect(result.items).toHaveLength(50);
  });
});
