import { describe, expect, it } from 'vitest';
import { checkText, findForbiddenText, TEXT_MESSAGES } from './text.ts';

const control = TEXT_MESSAGES.controlCharacter;
const surrogate = TEXT_MESSAGES.unpairedSurrogate;

describe('checkText', () => {
  it('accepts ordinary text, tab, newline, carriage return and any well-formed Unicode', () => {
    for (const text of [
      '',
      'Asha Menon',
      'line one\r\nline two\tend',
      'नमस्ते',
      '😀 emoji',
      '\u00a0\u200b\ufeff',
    ]) {
      expect(checkText(text), JSON.stringify(text)).toBeUndefined();
    }
  });

  it('refuses every C0 control but tab, newline and return, DEL and every C1 control', () => {
    for (let code = 0; code <= 0x9f; code += 1) {
      const isControl = code < 0x20 || code >= 0x7f;
      const isAllowed = code === 0x09 || code === 0x0a || code === 0x0d;
      const text = `a${String.fromCharCode(code)}b`;
      expect(checkText(text), `U+${code.toString(16).padStart(4, '0')}`).toBe(
        isControl && !isAllowed ? control : undefined,
      );
    }
  });

  it('refuses a lone surrogate of either half, anywhere, but not a pair', () => {
    expect(checkText('a\ud800')).toBe(surrogate);
    expect(checkText('\udc00a')).toBe(surrogate);
    expect(checkText('\udc00\ud800')).toBe(surrogate);
    expect(checkText('\ud83d\ude00')).toBeUndefined();
  });
});

describe('findForbiddenText', () => {
  it('finds nothing in clean input or in values that are not text', () => {
    expect(findForbiddenText({ a: 'x', b: [1, true, null, { c: 'y' }], d: undefined })).toEqual([]);
    expect(findForbiddenText(42)).toEqual([]);
    expect(findForbiddenText(Buffer.from('\u0000'))).toEqual([]);
  });

  it('names a bare string by the empty path', () => {
    expect(findForbiddenText('a\u0000')).toEqual([{ path: [], message: control }]);
  });

  it('gives zod-style paths in document order', () => {
    const input = {
      email: 'a@b.c\u0000',
      answers: [{ answer: 'a' }, { answer: '\ud800' }],
      tags: ['ok', '\u007f'],
    };
    expect(findForbiddenText(input)).toEqual([
      { path: ['email'], message: control },
      { path: ['answers', 1, 'answer'], message: surrogate },
      { path: ['tags', 1], message: control },
    ]);
  });

  it('stops after the limit', () => {
    expect(findForbiddenText({ a: '\u0000', b: '\u0001', c: '\u0002' }, 1)).toEqual([
      { path: ['a'], message: control },
    ]);
  });

  it('reports a bad key at the object that holds it, without echoing the key', () => {
    expect(findForbiddenText({ outer: { 'k\u0000': 'fine' } })).toEqual([
      { path: ['outer'], message: control },
    ]);
    expect(findForbiddenText({ 'k\u0000': 'fine' })).toEqual([{ path: [], message: control }]);
  });

  it('reads objects of any prototype, as query-string parsers make them', () => {
    const bare = Object.assign(Object.create(null) as Record<string, string>, { search: 'a\u0000b' });
    expect(findForbiddenText(bare)).toEqual([{ path: ['search'], message: control }]);
    // fast-querystring's way: a constructor whose prototype has no Object.prototype above it.
    const query = Object.assign(Object.create(Object.create(null) as object) as object, {
      q: ['ok', '\u0085'],
    });
    expect(findForbiddenText(query)).toEqual([{ path: ['q', 1], message: control }]);
  });

  it('walks very deep nesting without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let depth = 0; depth < 200_000; depth += 1) deep = [deep];
    const [problem] = findForbiddenText(deep);
    expect(problem?.message).toBe(control);
    expect(problem?.path).toHaveLength(200_000);
  });
});
