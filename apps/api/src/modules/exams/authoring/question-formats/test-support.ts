import fc from 'fast-check';
import type { QuestionCells, VidyaQuestion } from './types.ts';

/**
 * Questions for the round-trip properties: words built from every character a format treats
 * specially (GIFT's ~ = # { } : \ and its // % [ ], XML's < > & " ', Aiken's ANSWER: and "A)"),
 * letters in English and Hindi, joined by single spaces (and single line breaks where the format
 * can carry them). Texts are trimmed, as Vidya stores them.
 */
const SPECIAL = [
  '~',
  '=',
  '#',
  '{',
  '}',
  ':',
  '\\',
  '/',
  '//',
  '%',
  '%50%',
  '[',
  ']',
  '[html]',
  '<',
  '>',
  '<b>',
  '&',
  '&amp;',
  '"',
  "'",
  '$CATEGORY:',
  '::',
  '->',
  '####',
  '@@PLUGINFILE@@',
  '\\n',
];
const WORDS = ['a', 'Moodle', 'ANSWER', 'A)', 'T', 'TRUE', '1822', '3.14', 'नमस्ते', 'प्रश्न', 'é', '½', '😀'];

const word = fc.oneof(
  fc.constantFrom(...SPECIAL),
  fc.constantFrom(...WORDS),
  fc
    .array(fc.constantFrom(...SPECIAL, ...WORDS), { minLength: 1, maxLength: 3 })
    .map((parts) => parts.join('')),
);

const text = (multiline: boolean) =>
  fc
    .array(fc.tuple(word, multiline ? fc.constantFrom(' ', ' ', '\n') : fc.constant(' ')), {
      minLength: 1,
      maxLength: 8,
    })
    .map((parts) => parts.map(([w, gap], index) => (index === 0 ? w : gap + w)).join(''));

export function questionArbitrary(options: {
  multiline: boolean;
  withExplanation: boolean;
  withMarks: boolean;
}) {
  // Two, three or four options (decision 019); the right one among them.
  return fc
    .record({
      question_text: text(options.multiline),
      option_a: text(options.multiline),
      option_b: text(options.multiline),
      option_c: text(options.multiline),
      option_d: text(options.multiline),
      count: fc.integer({ min: 2, max: 4 }),
      answer: fc.integer({ min: 0, max: 3 }),
      marks: options.withMarks ? fc.integer({ min: 1, max: 100 }) : fc.constant(1),
      explanation: options.withExplanation
        ? fc.oneof(fc.constant(''), text(options.multiline))
        : fc.constant(''),
    })
    .map(({ count, answer, ...question }) => ({
      ...question,
      option_c: count >= 3 ? question.option_c : '',
      option_d: count >= 4 ? question.option_d : '',
      correct_answer: 'abcd'[answer % count] ?? 'a',
    })) satisfies fc.Arbitrary<VidyaQuestion>;
}

export const toCells = (question: VidyaQuestion): QuestionCells => ({
  ...question,
  marks: String(question.marks),
});
