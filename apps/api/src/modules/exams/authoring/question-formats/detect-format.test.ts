import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format.ts';
import { decodeUtf8, QuestionFileError } from './index.ts';

const detect = (text: string) => detectFormat(Buffer.from(text, 'utf8'));

describe('detecting a question file’s format', () => {
  it('tells each format from its content', () => {
    expect(detectFormat(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]))).toBe('xlsx');
    expect(detect('\uFEFF<?xml version="1.0"?><quiz></quiz>')).toBe('moodlexml');
    expect(detect('  <quiz>\n</quiz>')).toBe('moodlexml');
    expect(
      detect('question_text,option_a,option_b,option_c,option_d,correct_answer,marks,explanation\n'),
    ).toBe('csv');
    expect(
      detect('Question Text,Option-A,option b,option_c,option_d,correct_answer,marks,explanation\n'),
    ).toBe('csv');
    expect(detect('// a comment\n::Q1:: 2+2? {=4 ~3 ~5 ~6}\n')).toBe('gift');
    expect(detect('$CATEGORY: maths\n\nNo braces yet')).toBe('gift');
    expect(detect('What is 2+2?\nA) 4\nB) 3\nC) 5\nD) 6\nANSWER: A\n')).toBe('aiken');
    expect(detect('What is 2+2?\r\na. 4\r\nb. 3\r\nanswer: a\r\n')).toBe('aiken');
    expect(detect('something else entirely')).toBe('csv');
  });
});

describe('reading the bytes', () => {
  it('takes UTF-8 with or without a BOM and refuses Latin-1, UTF-16 and binary data', () => {
    expect(decodeUtf8(Buffer.from('\uFEFFcafé प्रश्न', 'utf8'))).toBe('café प्रश्न');
    expect(() => decodeUtf8(Buffer.from('caf\xe9', 'latin1'))).toThrow(/not UTF-8 text \(it may be Latin-1/);
    expect(() => decodeUtf8(Buffer.from('\uFEFFhello', 'utf16le'))).toThrow(QuestionFileError);
    expect(() => decodeUtf8(Buffer.from([0x41, 0x00, 0x42]))).toThrow(/binary data/);
  });
});
