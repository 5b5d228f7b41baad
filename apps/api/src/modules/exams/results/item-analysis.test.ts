import { describe, expect, it } from 'vitest';
import { analyseItems, groupSize, type QuestionCounts } from './item-analysis.ts';

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
 * Upper group: 2, 3, 1. Lower group: 9, 7, 10 (9 rather than 8: the tie goes by id). The
 * ranking is PostgreSQL's (results/college-repository.ts `pickCounts`); the API test
 * (test/college-exam-results.test.ts) sends these ten sheets through it and gets the same U and L.
 *
 *   Q   correct (p)   upper  lower  D = (U − L) / 3   counts a/b/c/d/unanswered   flags
 *   Q1  8/10 = 0.8     3      2      1/3              8/1/1/0/0
 *   Q2  4/10 = 0.4     3      0      1                3/4/1/1/1
 *   Q3  6/10 = 0.6     2      1      1/3              1/0/6/2/1
 *   Q4  10/10 = 1.0    3      3      0                0/0/0/10/0                  too easy (p > 0.95)
 *   Q5  2/10 = 0.2     0      1      −1/3             3/2/5/0/0                   negative D
 *   Q6  0/10 = 0.0     0      0      0                2/0/0/0/8                   too hard (p < 0.10)
 */
/** The counts read off the tables above: who picked what, and U and L for the correct option. */
const COUNTS: QuestionCounts[] = [
  { id: 101, correct: 'a', picked: { a: 8, b: 1, c: 1 }, upperCorrect: 3, lowerCorrect: 2 },
  { id: 102, correct: 'b', picked: { a: 3, b: 4, c: 1, d: 1 }, upperCorrect: 3, lowerCorrect: 0 },
  { id: 103, correct: 'c', picked: { a: 1, c: 6, d: 2 }, upperCorrect: 2, lowerCorrect: 1 },
  { id: 104, correct: 'd', picked: { d: 10 }, upperCorrect: 3, lowerCorrect: 3 },
  { id: 105, correct: 'b', picked: { a: 3, b: 2, c: 5 }, upperCorrect: 0, lowerCorrect: 1 },
  { id: 106, correct: 'c', picked: { a: 2 }, upperCorrect: 0, lowerCorrect: 0 },
];

describe('analyseItems', () => {
  it('matches the hand-computed example', () => {
    const rows = analyseItems(10, COUNTS).map((item) => ({
      question: item.question,
      facility: item.facility,
      discrimination: Math.round(item.discrimination * 10000) / 10000,
      counts: item.optionCounts,
      flags: item.flags,
    }));
    expect(rows).toEqual([
      {
        question: 101,
        facility: 0.8,
        discrimination: 0.3333,
        counts: { a: 8, b: 1, c: 1, d: 0, unanswered: 0 },
        flags: [],
      },
      {
        question: 102,
        facility: 0.4,
        discrimination: 1,
        counts: { a: 3, b: 4, c: 1, d: 1, unanswered: 1 },
        flags: [],
      },
      {
        question: 103,
        facility: 0.6,
        discrimination: 0.3333,
        counts: { a: 1, b: 0, c: 6, d: 2, unanswered: 1 },
        flags: [],
      },
      {
        question: 104,
        facility: 1,
        discrimination: 0,
        counts: { a: 0, b: 0, c: 0, d: 10, unanswered: 0 },
        flags: ['too_easy'],
      },
      {
        question: 105,
        facility: 0.2,
        discrimination: -0.3333,
        counts: { a: 3, b: 2, c: 5, d: 0, unanswered: 0 },
        flags: ['negative_discrimination'],
      },
      {
        question: 106,
        facility: 0,
        discrimination: 0,
        counts: { a: 2, b: 0, c: 0, d: 0, unanswered: 8 },
        flags: ['too_hard'],
      },
    ]);
  });

  it('flags only strictly beyond the bounds', () => {
    const edge = (correct: number) => ({
      id: 1,
      correct: 'a' as const,
      picked: { a: correct, b: 100 - correct },
      upperCorrect: 5,
      lowerCorrect: 5,
    });
    expect(analyseItems(100, [edge(95), edge(10), edge(96), edge(9)]).map((item) => item.flags)).toEqual([
      [],
      [],
      ['too_easy'],
      ['too_hard'],
    ]);
  });

  it('sizes the groups as max(1, round(0.27 · N))', () => {
    expect([1, 2, 10, 11, 20, 50, 100, 3000].map(groupSize)).toEqual([1, 1, 3, 3, 5, 14, 27, 810]);
  });
});
