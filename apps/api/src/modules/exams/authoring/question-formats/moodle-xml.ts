import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { htmlToText, plainToHtml, stripTags } from './text.ts';
import {
  firstWords,
  optionsOf,
  QuestionFileError,
  toFormatItem,
  type FormatItem,
  type SourceOption,
  type VidyaQuestion,
} from './types.ts';

/**
 * Moodle XML (docs.moodle.org/en/Moodle_XML_format): <quiz> holding <question type="…">
 * elements. Single-answer multiple choice and true/false map; every other type is reported.
 * A DOCTYPE (and with it any entity declaration) is refused before parsing, so no entity of the
 * file is ever expanded: no external entities (XXE), no "billion laughs".
 */

type XmlNode = { [key: string]: unknown };
const isNode = (value: unknown): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const nodes = (value: unknown): XmlNode[] => (Array.isArray(value) ? value : [value]).filter(isNode);

/** The text of an element such as <text>: its characters and CDATA, as written. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(textOf).join('');
  if (isNode(value)) return textOf(value['#text'] ?? '');
  return '';
}

const attribute = (node: XmlNode, name: string) => textOf(node[`@_${name}`]).trim();

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => name === 'question' || name === 'answer' || name === 'file',
});

/** Refuses what could expand entities or is not UTF-8, and says where a malformed file breaks. */
function checkDocument(content: string) {
  if (/<!DOCTYPE|<!ENTITY/i.test(content)) {
    throw new QuestionFileError(
      'This XML file declares a DOCTYPE or entities, which question files never need and which are refused for safety. Export the questions from Moodle again (Moodle XML format) and upload that file.',
    );
  }
  const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/i.exec(content)?.[1];
  if (declared !== undefined && !/^utf-?8$/i.test(declared)) {
    throw new QuestionFileError(
      `This XML file says it is encoded as ${declared}; only UTF-8 is accepted. Save it as UTF-8 and upload it again.`,
    );
  }
  const valid = XMLValidator.validate(content);
  if (valid !== true) {
    throw new QuestionFileError(
      `The XML file is malformed at line ${valid.err.line}, column ${valid.err.col}: ${valid.err.msg} Fix it (or export it from Moodle again) and upload it again.`,
    );
  }
}

/** A Moodle text element (questiontext, feedback, answer) as plain text, by its format. */
function readRichText(node: XmlNode | undefined, images: string[], format?: string): string {
  if (!node) return '';
  const raw = textOf(node['text']);
  for (const file of nodes(node['file'])) images.push(attribute(file, 'name') || 'an attached file');
  const written = format ?? (attribute(node, 'format') || 'html');
  if (written === 'plain_text') return raw.trim();
  const read = written === 'markdown' ? stripTags(raw) : htmlToText(raw);
  // An image the HTML names is also an attached <file>; report each once.
  for (const image of read.images) if (!images.includes(image)) images.push(image);
  return read.text.trim();
}

const REASONS: Record<string, string> = {
  shortanswer: 'short answer questions are not supported',
  numerical: 'numerical questions are not supported',
  matching: 'matching questions are not supported',
  essay: 'essay questions are not supported',
  multianswer: 'cloze (embedded answers) questions are not supported',
  description: 'descriptions (text with no answers) are not questions and are not imported',
  calculated: 'calculated questions are not supported',
  calculatedsimple: 'calculated questions are not supported',
  calculatedmulti: 'calculated questions are not supported',
  ddwtos: 'drag and drop questions are not supported',
  ddimageortext: 'drag and drop questions are not supported',
  ddmarker: 'drag and drop questions are not supported',
  gapselect: 'select missing words questions are not supported',
  randomsamatch: 'random short-answer matching questions are not supported',
};

function readQuestion(question: XmlNode, position: number): FormatItem | undefined {
  const type = attribute(question, 'type');
  if (type === 'category') return undefined;
  const where = { at: position, location: `question element ${position}` };
  const images: string[] = [];
  const name = textOf(isNode(question['name']) ? question['name']['text'] : '').trim();
  const questionText = isNode(question['questiontext']) ? question['questiontext'] : undefined;
  const text = readRichText(questionText, images);
  const label = name || firstWords(text) || `(type "${type}")`;
  const unsupported = (reason: string): FormatItem => ({
    kind: 'unsupported',
    ...where,
    name: label,
    reason,
  });
  if (type !== 'multichoice' && type !== 'truefalse') {
    return unsupported(REASONS[type] ?? `${type || 'untyped'} questions are not supported`);
  }
  const generalFeedback = readRichText(
    isNode(question['generalfeedback']) ? question['generalfeedback'] : undefined,
    images,
  );
  const answers = nodes(question['answer']).map((answer) => ({
    fraction: Number(attribute(answer, 'fraction') || '0'),
    option: {
      text: readRichText(answer, images, type === 'truefalse' ? 'plain_text' : undefined),
      feedback: readRichText(isNode(answer['feedback']) ? answer['feedback'] : undefined, images),
    } satisfies SourceOption,
  }));
  if (type === 'truefalse') {
    for (const answer of answers) {
      const lower = answer.option.text.toLowerCase();
      answer.option.text = lower === 'true' ? 'True' : lower === 'false' ? 'False' : answer.option.text;
    }
  } else {
    const single = textOf(question['single']).trim().toLowerCase();
    if (single === 'false' || single === '0') {
      return unsupported(
        'multiple-answer questions (several right answers sharing the marks) are not supported',
      );
    }
  }
  if (answers.some((answer) => Number.isNaN(answer.fraction))) {
    return {
      kind: 'invalid',
      ...where,
      field: 'correct_answer',
      message: `Question element ${position}: an answer's fraction is not a number.`,
    };
  }
  if (answers.some((answer) => answer.fraction !== 0 && answer.fraction !== 100)) {
    return unsupported('answers with partial credit or penalties are not supported');
  }
  const right = answers.filter((answer) => answer.fraction === 100).length;
  if (right > 1) return unsupported('questions with several right answers are not supported');
  if (right === 0) {
    return {
      kind: 'invalid',
      ...where,
      field: 'correct_answer',
      message: `Question element ${position}: no answer has fraction="100", so no answer is right.`,
    };
  }
  const grade = textOf(question['defaultgrade']).trim();
  return toFormatItem(
    {
      name,
      text,
      options: answers.map((answer) => answer.option),
      correct: answers.findIndex((answer) => answer.fraction === 100),
      marks: grade === '' ? undefined : grade,
      generalFeedback,
    },
    where,
    images.map((image) => `The image ${image} was left out: Vidya questions are text only.`),
  );
}

export function parseMoodleXml(content: string): FormatItem[] {
  const text = content.replace(/^\uFEFF/, '');
  checkDocument(text);
  let document: unknown;
  try {
    document = parser.parse(text);
  } catch (error) {
    // The parser's own limits (such as how deeply elements may nest) end here, not in a 500.
    const reason = error instanceof Error ? error.message : String(error);
    throw new QuestionFileError(
      `The XML file could not be read (${reason}). Export the questions from Moodle again and upload that file.`,
    );
  }
  const quiz = isNode(document) ? document['quiz'] : undefined;
  if (!isNode(quiz)) {
    throw new QuestionFileError(
      'This XML file is not a Moodle XML question file: its root element must be <quiz>. Export the questions from Moodle in "Moodle XML format".',
    );
  }
  return nodes(quiz['question'])
    .map((question, index) => readQuestion(question, index + 1))
    .filter((item): item is FormatItem => item !== undefined);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const htmlText = (text: string) => `<text>${escapeXml(plainToHtml(text.trim()))}</text>`;

export function writeMoodleXml(questions: VidyaQuestion[]): string {
  const body = questions.map((question) => {
    const answers = optionsOf(question).map((option) =>
      [
        `    <answer fraction="${option.key === question.correct_answer ? 100 : 0}" format="html">`,
        `      ${htmlText(option.text)}`,
        '      <feedback format="html"><text></text></feedback>',
        '    </answer>',
      ].join('\n'),
    );
    return [
      '  <question type="multichoice">',
      `    <name><text>${escapeXml(firstWords(question.question_text) || 'Question')}</text></name>`,
      `    <questiontext format="html">${htmlText(question.question_text)}</questiontext>`,
      `    <generalfeedback format="html">${htmlText(question.explanation)}</generalfeedback>`,
      `    <defaultgrade>${question.marks}</defaultgrade>`,
      '    <penalty>0</penalty>',
      '    <hidden>0</hidden>',
      '    <single>true</single>',
      '    <shuffleanswers>false</shuffleanswers>',
      '    <answernumbering>abc</answernumbering>',
      ...answers,
      '  </question>',
    ].join('\n');
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>', ...body, '</quiz>', ''].join('\n');
}
