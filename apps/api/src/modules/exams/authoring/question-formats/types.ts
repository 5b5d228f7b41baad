import { OPTION_KEYS } from '@vidya/contract';

/**
 * What every question format reads into, before Vidya's own rules check it. A source question
 * is single-answer multiple choice (true/false included) with any number of options; whether it
 * fits a Vidya question (four options a–d) is decided in one place, `toFormatItem`.
 */

export type QuestionFileFormat = 'aiken' | 'gift' | 'moodlexml';

/** A Vidya question as the import columns hold it; the import checks it like a CSV row. */
export type QuestionCells = {
  question_text: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  correct_answer: string;
  marks: string;
  explanation: string;
};

/** A question in the shape every writer takes (an exam's questions). */
export type VidyaQuestion = {
  question_text: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  /** a, b, c or d, as stored. */
  correct_answer: string;
  marks: number;
  explanation: string;
};

export type SourceOption = { text: string; feedback: string };

export type SourceChoiceQuestion = {
  name: string;
  text: string;
  options: SourceOption[];
  /** Index into `options` of the one right answer. */
  correct: number;
  /** As written in the file; undefined when the format has no marks (1 then). */
  marks: string | undefined;
  generalFeedback: string;
};

/**
 * One item of a file: a question that maps, one that cannot (with the reason), or one that is
 * broken (with what to fix). `at` is where it starts: a line for Aiken and GIFT, the position of
 * its <question> element for Moodle XML; `location` says which, in words.
 */
export type FormatItem =
  | { kind: 'question'; at: number; location: string; cells: QuestionCells; warnings: string[] }
  | { kind: 'unsupported'; at: number; location: string; name: string; reason: string }
  | { kind: 'invalid'; at: number; location: string; field: string; message: string };

export const FEWER_THAN_TWO = 'questions with fewer than two options are not supported';
export const MORE_THAN_FOUR = 'questions with more than four options are not supported';

/** The first words of a text, to name an item that has no name. */
export function firstWords(text: string, maxLength = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength);
  const space = cut.lastIndexOf(' ');
  return space > maxLength / 2 ? cut.slice(0, space) : cut;
}

const flatten = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * A name that is only the start of the question text (what Moodle makes up when a question has
 * none, and what our own writers put) says nothing more, so it stays out of the explanation.
 */
export const isDerivedName = (name: string, text: string) =>
  flatten(name) === '' || flatten(text).startsWith(flatten(name));

/** The question name, the general feedback and each answer's feedback, as one explanation. */
export function composeExplanation(source: SourceChoiceQuestion): string {
  const parts: string[] = [];
  if (!isDerivedName(source.name, source.text)) parts.push(source.name.trim());
  if (source.generalFeedback.trim() !== '') parts.push(source.generalFeedback.trim());
  const answerNotes = source.options
    .map((option, index) =>
      option.feedback.trim() === ''
        ? ''
        : `${OPTION_KEYS[index] ?? index + 1}) ${option.text.trim()}: ${option.feedback.trim()}`,
    )
    .filter((line) => line !== '');
  if (answerNotes.length > 0) parts.push(answerNotes.join('\n'));
  return parts.join('\n\n');
}

/**
 * Decides whether a single-answer multiple choice question fits Vidya's options a–d: two to four
 * of them (true/false is two); absent ones are left empty (decision 019).
 */
export function toFormatItem(
  source: SourceChoiceQuestion,
  where: { at: number; location: string },
  warnings: string[] = [],
): FormatItem {
  const name = source.name.trim() === '' ? firstWords(source.text) : source.name.trim();
  if (source.options.length > 4) return { kind: 'unsupported', ...where, name, reason: MORE_THAN_FOUR };
  if (source.options.length < 2) return { kind: 'unsupported', ...where, name, reason: FEWER_THAN_TWO };
  const [a, b, c, d] = source.options.map((option) => option.text.trim());
  return {
    kind: 'question',
    ...where,
    warnings,
    cells: {
      question_text: source.text.trim(),
      option_a: a ?? '',
      option_b: b ?? '',
      option_c: c ?? '',
      option_d: d ?? '',
      correct_answer: OPTION_KEYS[source.correct] ?? '',
      marks: source.marks ?? '1',
      explanation: composeExplanation(source),
    },
  };
}

/** A file that cannot be read at all: the import answers 400 with this detail. */
export class QuestionFileError extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'QuestionFileError';
  }
}

/** The options a question has, in order (C and D may be absent), each with its key. */
export const optionsOf = (question: VidyaQuestion) =>
  [question.option_a, question.option_b, question.option_c, question.option_d]
    .map((text, index) => ({ key: OPTION_KEYS[index] ?? 'a', text: text.trim() }))
    .filter((option) => option.text !== '');
