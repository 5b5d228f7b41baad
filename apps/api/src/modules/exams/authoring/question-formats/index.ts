import { parseAiken, writeAiken } from './aiken.ts';
import { parseGift, writeGift } from './gift.ts';
import { parseMoodleXml, writeMoodleXml } from './moodle-xml.ts';
import { QuestionFileError, type FormatItem, type QuestionFileFormat, type VidyaQuestion } from './types.ts';

export { detectFormat, type DetectedFormat } from './detect-format.ts';
export { QuestionFileError, type FormatItem, type QuestionFileFormat, type VidyaQuestion } from './types.ts';

/** UTF-8 text (a BOM allowed), or a clear refusal: any other encoding would garble the questions. */
export function decodeUtf8(bytes: Buffer): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new QuestionFileError(
      'This file is UTF-16 text; only UTF-8 is accepted. Save it as UTF-8 (in Notepad: Save as, Encoding "UTF-8") and upload it again.',
    );
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new QuestionFileError(
      'This file is not UTF-8 text (it may be Latin-1 or Windows-1252). Save it as UTF-8 (in Notepad: Save as, Encoding "UTF-8") and upload it again.',
    );
  }
  if (text.includes('\u0000')) {
    throw new QuestionFileError(
      'This file holds binary data, not UTF-8 text. Upload the question file itself.',
    );
  }
  return text.replace(/^\uFEFF/, '');
}

const PARSERS: Record<QuestionFileFormat, (content: string) => FormatItem[]> = {
  aiken: parseAiken,
  gift: parseGift,
  moodlexml: parseMoodleXml,
};

/** Every item of an Aiken, GIFT or Moodle XML file, in file order. */
export function readFormatFile(format: QuestionFileFormat, bytes: Buffer): FormatItem[] {
  return PARSERS[format](decodeUtf8(bytes));
}

const WRITERS: Record<QuestionFileFormat, (questions: VidyaQuestion[]) => string> = {
  aiken: writeAiken,
  gift: writeGift,
  moodlexml: writeMoodleXml,
};

export function writeFormatFile(format: QuestionFileFormat, questions: VidyaQuestion[]): Buffer {
  return Buffer.from(WRITERS[format](questions), 'utf8');
}
