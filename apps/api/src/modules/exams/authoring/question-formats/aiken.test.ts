import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAiken, writeAiken } from './aiken.ts';
import { FEWER_THAN_TWO, MORE_THAN_FOUR, type FormatItem } from './types.ts';
import { questionArbitrary, toCells } from './test-support.ts';

const questionsOf = (items: FormatItem[]) =>
  items.flatMap((item) => (item.kind === 'question' ? [item] : []));

describe('Aiken', () => {
  it('reads four options, "A)" or "A." options and the ANSWER line', () => {
    const items = parseAiken(
      'What is the correct answer to this question?\nA. Is it this one?\nB. Maybe this answer?\nC. Possibly this one?\nD. Must be this one!\nANSWER: D\n\nWhich LMS has the most quiz import formats?\nA) Moodle\nB) ATutor\nC) Claroline\nD) Blackboard\nANSWER: A\n',
    );
    expect(items).toEqual([
      {
        kind: 'question',
        at: 1,
        location: 'line 1',
        warnings: [],
        cells: {
          question_text: 'What is the correct answer to this question?',
          option_a: 'Is it this one?',
          option_b: 'Maybe this answer?',
          option_c: 'Possibly this one?',
          option_d: 'Must be this one!',
          correct_answer: 'd',
          marks: '1',
          explanation: '',
        },
      },
      expect.objectContaining({
        kind: 'question',
        at: 8,
        cells: expect.objectContaining({ correct_answer: 'a', option_b: 'ATutor' }),
      }),
    ]);
  });

  it('reads lower-case letters, Windows line endings, a BOM and questions with no blank line between them', () => {
    const items = parseAiken(
      '\uFEFFFirst?\r\na) one\r\nb) two\r\nc) three\r\nd) four\r\nanswer: c\r\nSecond?\r\nA) w\r\nB) x\r\nC) y\r\nD) z\r\nANSWER: b\r\n',
    );
    expect(
      questionsOf(items).map((item) => [item.at, item.cells.question_text, item.cells.correct_answer]),
    ).toEqual([
      [1, 'First?', 'c'],
      [7, 'Second?', 'b'],
    ]);
  });

  it('maps two and three options with C and D left empty, and reports one or five options', () => {
    const items = parseAiken(
      'Two?\nA) yes\nB) no\nANSWER: B\n\nThree?\nA) x\nB) y\nC) z\nANSWER: C\n\nFive?\nA) 1\nB) 2\nC) 3\nD) 4\nE) 5\nANSWER: E\n\nOne?\nA) only\nANSWER: A\n',
    );
    expect(items.map((item) => (item.kind === 'question' ? item.cells : item))).toEqual([
      {
        question_text: 'Two?',
        option_a: 'yes',
        option_b: 'no',
        option_c: '',
        option_d: '',
        correct_answer: 'b',
        marks: '1',
        explanation: '',
      },
      {
        question_text: 'Three?',
        option_a: 'x',
        option_b: 'y',
        option_c: 'z',
        option_d: '',
        correct_answer: 'c',
        marks: '1',
        explanation: '',
      },
      { kind: 'unsupported', at: 12, location: 'line 12', name: 'Five?', reason: MORE_THAN_FOUR },
      { kind: 'unsupported', at: 20, location: 'line 20', name: 'One?', reason: FEWER_THAN_TWO },
    ]);
  });

  it('reports a missing ANSWER line at the line its question starts, and goes on with the next one', () => {
    const items = parseAiken(
      'No answer here?\nA) a\nB) b\nC) c\nD) d\n\nNext?\nA) a\nB) b\nC) c\nD) d\nANSWER: A\n',
    );
    expect(items[0]).toMatchObject({ kind: 'invalid', at: 1, field: 'correct_answer' });
    expect(items[0]?.kind === 'invalid' && items[0].message).toContain('no ANSWER line');
    expect(items[1]).toMatchObject({ kind: 'question', at: 7 });
    expect(parseAiken('Last one?\nA) a\nB) b\nC) c\nD) d')[0]).toMatchObject({ kind: 'invalid', at: 1 });
  });

  it('reports an answer letter that names no option', () => {
    const [item] = parseAiken('Q?\nA) a\nB) b\nC) c\nD) d\nANSWER: F\n');
    expect(item).toMatchObject({ kind: 'invalid', at: 1, field: 'correct_answer' });
    expect(item?.kind === 'invalid' && item.message).toContain('"F" is not one of the options A, B, C, D');
  });

  it('round-trips every question: ours → Aiken → ours (text on one line, marks 1, no explanation)', () => {
    fc.assert(
      fc.property(
        fc.array(questionArbitrary({ multiline: false, withExplanation: false, withMarks: false }), {
          minLength: 1,
          maxLength: 5,
        }),
        (questions) => {
          // Aiken cannot escape: a question whose whole text reads "ANSWER: x" is an answer line.
          fc.pre(questions.every((question) => !/^ANSWER\s*:\s*\S*$/i.test(question.question_text)));
          const items = parseAiken(writeAiken(questions));
          expect(items.map((item) => (item.kind === 'question' ? item.cells : item))).toEqual(
            questions.map(toCells),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
