import {
  firstWords,
  optionsOf,
  toFormatItem,
  type FormatItem,
  type SourceOption,
  type VidyaQuestion,
} from './types.ts';

/**
 * Aiken (docs.moodle.org/en/Aiken_format): a question's text, then its options each on a line
 * of its own ("A) …" or "A. …", in order), then "ANSWER: X". Blank lines between questions are
 * allowed but not needed. Lower-case letters and Windows line endings are read too.
 */

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const OPTION_LINE = /^([A-Za-z])[.)]\s+(.*)$/;
const ANSWER_LINE = /^ANSWER\s*:\s*(\S*)\s*$/i;

type Draft = { start: number; textLines: string[]; options: SourceOption[] };

export function parseAiken(content: string): FormatItem[] {
  const items: FormatItem[] = [];
  const lines = content.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  let draft: Draft | undefined;
  const where = (line: number) => ({ at: line, location: `line ${line}` });

  const missingAnswer = (open: Draft) =>
    items.push({
      kind: 'invalid',
      ...where(open.start),
      field: 'correct_answer',
      message:
        open.options.length === 0
          ? `The question "${firstWords(open.textLines.join(' '))}" has no options: list them under it as "A) …", "B) …", then "ANSWER: B".`
          : `The question "${firstWords(open.textLines.join(' '))}" has no ANSWER line: end it with a line such as "ANSWER: B".`,
    });

  lines.forEach((raw, index) => {
    const number = index + 1;
    const line = raw.trim();
    if (line === '') return;
    const answer = ANSWER_LINE.exec(line);
    if (answer) {
      if (!draft || draft.options.length === 0) {
        items.push({
          kind: 'invalid',
          ...where(number),
          field: 'correct_answer',
          message: `Line ${number}: an ANSWER line with no question and options above it.`,
        });
        draft = undefined;
        return;
      }
      const letter = (answer[1] ?? '').toUpperCase();
      const correct = LETTERS.indexOf(letter);
      if (letter.length !== 1 || correct < 0 || correct >= draft.options.length) {
        items.push({
          kind: 'invalid',
          ...where(draft.start),
          field: 'correct_answer',
          message: `Line ${number}: the answer "${answer[1] ?? ''}" is not one of the options ${LETTERS.slice(0, draft.options.length).split('').join(', ')}.`,
        });
      } else {
        items.push(
          toFormatItem(
            {
              name: '',
              text: draft.textLines.join('\n'),
              options: draft.options,
              correct,
              marks: undefined,
              generalFeedback: '',
            },
            where(draft.start),
          ),
        );
      }
      draft = undefined;
      return;
    }
    const option = OPTION_LINE.exec(line);
    if (draft && option && option[1]?.toUpperCase() === LETTERS[draft.options.length]) {
      draft.options.push({ text: option[2] ?? '', feedback: '' });
      return;
    }
    if (draft && draft.options.length > 0) {
      // Text after the options that is neither the next option nor ANSWER starts a new question.
      missingAnswer(draft);
      draft = undefined;
    }
    if (draft) draft.textLines.push(line);
    else draft = { start: number, textLines: [line], options: [] };
  });
  if (draft) missingAnswer(draft);
  return items;
}

/** One line each: Aiken has no room for line breaks, marks or explanations. */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

export function writeAiken(questions: VidyaQuestion[]): string {
  return questions
    .map((question) =>
      [
        oneLine(question.question_text),
        ...optionsOf(question).map((option, index) => `${LETTERS[index]}) ${oneLine(option.text)}`),
        `ANSWER: ${question.correct_answer.toUpperCase()}`,
      ].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}
