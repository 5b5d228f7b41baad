import { htmlToText, stripTags } from './text.ts';
import {
  firstWords,
  optionsOf,
  toFormatItem,
  type FormatItem,
  type SourceOption,
  type VidyaQuestion,
} from './types.ts';

/**
 * GIFT (docs.moodle.org/en/GIFT_format): questions separated by blank lines; `//` comment lines;
 * `$CATEGORY:` lines; `::name::`; a `[html]`, `[markdown]`, `[plain]` or `[moodle]` text format;
 * answers in `{…}` with `=` right, `~` wrong, `%50%` weights, `#` feedback and `####` general
 * feedback; `\~ \= \# \{ \} \: \\` escapes and `\n` for a new line. Only single-answer multiple
 * choice and true/false map to Vidya; every other type is reported with its reason.
 *
 * Vidya's own files add one comment Moodle ignores, `// marks: N`, so marks survive a round trip.
 */

// Escaped characters stand in as private-use characters while the structure is read.
const ESCAPES: [string, string, string][] = [
  ['\\\\', '\uE000', '\\'],
  ['\\~', '\uE001', '~'],
  ['\\=', '\uE002', '='],
  ['\\#', '\uE003', '#'],
  ['\\{', '\uE004', '{'],
  ['\\}', '\uE005', '}'],
  ['\\:', '\uE006', ':'],
  ['\\n', '\uE007', '\n'],
];
const protect = (text: string) =>
  text.replace(/\\[\\~=#{}:n]/g, (escape) => ESCAPES.find(([written]) => written === escape)?.[1] ?? escape);
const restore = (text: string) =>
  text.replace(
    /[\uE000-\uE007]/g,
    (mark) => ESCAPES.find(([, placeholder]) => placeholder === mark)?.[2] ?? mark,
  );

type TextFormat = 'moodle' | 'html' | 'plain' | 'markdown';

/** A piece of GIFT text as plain text: escapes undone, HTML taken out, images noted. */
function readText(protectedText: string, format: TextFormat, images: string[]): string {
  const text = restore(protectedText).trim();
  if (format === 'plain') return text;
  const read = format === 'html' ? htmlToText(text) : stripTags(text);
  images.push(...read.images);
  return read.text.trim();
}

const WEIGHT = /^%(-?\d+(?:\.\d+)?)%/;
const MARKS_COMMENT = /^\s*\/\/\s*marks:\s*(\d+)\s*$/i;

type Block = { start: number; lines: string[]; marks: string | undefined };

/** Blocks of non-blank lines, comment lines left out, each with the line it starts on. */
function blocksOf(content: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  let marks: string | undefined;
  content
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((line, index) => {
      if (line.trim() === '') {
        if (current) blocks.push(current);
        current = undefined;
        return;
      }
      if (/^\s*\/\//.test(line)) {
        const written = MARKS_COMMENT.exec(line);
        if (written) {
          if (current) current.marks = written[1];
          else marks = written[1];
        }
        return;
      }
      if (!current) {
        current = { start: index + 1, lines: [], marks };
        marks = undefined;
      }
      current.lines.push(line);
    });
  if (current) blocks.push(current);
  return blocks;
}

/** Splits a multiple choice answer list at each unescaped `=` or `~`. */
function splitAnswers(answers: string): { marker: string; body: string }[] | undefined {
  const list: { marker: string; body: string }[] = [];
  const leading = answers.search(/[=~]/);
  if (leading === -1 || answers.slice(0, leading).trim() !== '') return undefined;
  for (const char of answers.slice(leading)) {
    if (char === '=' || char === '~') list.push({ marker: char, body: '' });
    else {
      const last = list[list.length - 1];
      if (last) last.body += char;
    }
  }
  return list;
}

function readBlock(block: Block): FormatItem | undefined {
  const where = { at: block.start, location: `line ${block.start}` };
  let rest = protect(block.lines.join('\n')).trim();
  if (rest.startsWith('$CATEGORY:')) return undefined;
  let name = '';
  if (rest.startsWith('::')) {
    const end = rest.indexOf('::', 2);
    if (end === -1) {
      return {
        kind: 'invalid',
        ...where,
        field: 'question_text',
        message: `Line ${block.start}: the question name has no closing "::".`,
      };
    }
    name = restore(rest.slice(2, end)).trim();
    rest = rest.slice(end + 2).trim();
  }
  let format: TextFormat = 'moodle';
  const formatTag = /^\[(html|moodle|plain|markdown)\]/.exec(rest);
  if (formatTag) {
    format = formatTag[1] as TextFormat;
    rest = rest.slice(formatTag[0].length);
  }
  const images: string[] = [];
  const open = rest.indexOf('{');
  const label = () => name || firstWords(readText(rest.replace(/\{[^}]*\}?/g, ' '), format, []));
  if (open === -1) {
    return {
      kind: 'unsupported',
      ...where,
      name: label(),
      reason: 'descriptions (text with no answers) are not questions and are not imported',
    };
  }
  const close = rest.indexOf('}', open);
  if (close === -1) {
    return {
      kind: 'invalid',
      ...where,
      field: 'question_text',
      message: `Line ${block.start}: the answers "{" are never closed with "}" (write \\{ for a brace in the text).`,
    };
  }
  const before = rest.slice(0, open);
  const after = rest.slice(close + 1);
  const text = readText(
    after.trim() === '' ? before : `${before.trimEnd()} _____ ${after.trimStart()}`,
    format,
    images,
  );
  const unsupported = (reason: string): FormatItem => ({
    kind: 'unsupported',
    ...where,
    name: name || firstWords(text),
    reason,
  });

  let answers = rest.slice(open + 1, close);
  let generalFeedback = '';
  const general = answers.indexOf('####');
  if (general !== -1) {
    generalFeedback = readText(answers.slice(general + 4), format, images);
    answers = answers.slice(0, general);
  }
  answers = answers.trim();
  if (answers === '') return unsupported('essay questions are not supported');
  if (answers.startsWith('#')) return unsupported('numerical questions are not supported');
  if (!answers.includes('~') && answers.startsWith('=') && answers.includes('->'))
    return unsupported('matching questions are not supported');

  const trueFalse = /^(T|TRUE|F|FALSE)\s*(#|$)/i.exec(answers);
  if (trueFalse) {
    const isTrue = (trueFalse[1] ?? '').toUpperCase().startsWith('T');
    const [, wrongFeedback = '', rightFeedback = ''] = answers.split('#');
    const right = readText(rightFeedback, format, images);
    const wrong = readText(wrongFeedback, format, images);
    const options: SourceOption[] = [
      { text: 'True', feedback: isTrue ? right : wrong },
      { text: 'False', feedback: isTrue ? wrong : right },
    ];
    return toFormatItem(
      { name, text, options, correct: isTrue ? 0 : 1, marks: block.marks, generalFeedback },
      where,
      imageWarnings(images),
    );
  }
  if (!answers.includes('~')) {
    return answers.startsWith('=')
      ? unsupported('short answer questions are not supported')
      : {
          kind: 'invalid',
          ...where,
          field: 'options',
          message: `Line ${block.start}: the answers in {…} are not in a form GIFT defines (start each with = for right or ~ for wrong).`,
        };
  }
  const split = splitAnswers(answers);
  if (!split) {
    return {
      kind: 'invalid',
      ...where,
      field: 'options',
      message: `Line ${block.start}: the answers in {…} must each start with = (right) or ~ (wrong).`,
    };
  }
  const parsed = split.map(({ marker, body }) => {
    let answer = body.trim();
    const weight = WEIGHT.exec(answer);
    if (weight) answer = answer.slice(weight[0].length);
    const hash = answer.indexOf('#');
    const optionText = hash === -1 ? answer : answer.slice(0, hash);
    const feedback = hash === -1 ? '' : answer.slice(hash + 1);
    return {
      weight: weight ? Number(weight[1]) : marker === '=' ? 100 : 0,
      option: { text: readText(optionText, format, images), feedback: readText(feedback, format, images) },
    };
  });
  const credited = parsed.filter((answer) => answer.weight > 0).length;
  if (parsed.some((answer) => answer.weight !== 0 && answer.weight !== 100)) {
    return unsupported(
      credited > 1 && !parsed.some((answer) => answer.weight === 100)
        ? 'multiple-answer questions (several right answers sharing the marks) are not supported'
        : 'answers with partial credit or penalties (such as %50%) are not supported',
    );
  }
  if (credited > 1) return unsupported('questions with several right answers are not supported');
  const correct = parsed.findIndex((answer) => answer.weight === 100);
  if (correct === -1) {
    return {
      kind: 'invalid',
      ...where,
      field: 'correct_answer',
      message: `Line ${block.start}: no answer is marked right; put = before the right one.`,
    };
  }
  return toFormatItem(
    {
      name,
      text,
      options: parsed.map((answer) => answer.option),
      correct,
      marks: block.marks,
      generalFeedback,
    },
    where,
    imageWarnings(images),
  );
}

const imageWarnings = (images: string[]) =>
  images.map((image) => `The image ${image} was left out: Vidya questions are text only.`);

export function parseGift(content: string): FormatItem[] {
  return blocksOf(content)
    .map(readBlock)
    .filter((item): item is FormatItem => item !== undefined);
}

/** GIFT's special characters escaped, the whole text on one line (`\n` for a line break). */
export const escapeGift = (text: string) =>
  text.replace(/[\\~=#{}:]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

export function writeGift(questions: VidyaQuestion[]): string {
  return questions
    .map((question, index) => {
      const options = optionsOf(question).map((option) => {
        const right = option.key === question.correct_answer;
        // An option that itself starts like a weight gets an explicit one, so it is not read as such.
        const weight = WEIGHT.test(option.text) ? (right ? '%100%' : '%0%') : '';
        return `${right ? '=' : '~'}${weight}${escapeGift(option.text)}`;
      });
      return [
        `// question: ${index + 1}`,
        `// marks: ${question.marks}`,
        `[plain]${escapeGift(question.question_text.trim())}{`,
        ...options,
        ...(question.explanation.trim() === '' ? [] : [`####${escapeGift(question.explanation.trim())}`]),
        '}',
      ].join('\n');
    })
    .join('\n\n')
    .concat('\n');
}
