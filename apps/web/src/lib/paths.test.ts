import { describe, expect, it } from 'vitest';
import { parseIdParam } from './paths';

describe('ids in URL parameters', () => {
  it.each([
    ['12', 12],
    ['0', null],
    ['12-python', null],
    ['-3', null],
    ['1234567890', null],
    ['', null],
    [undefined, null],
  ])('reads a bare id from %s as %s', (param, expected) => {
    expect(parseIdParam(param)).toBe(expected);
  });

  it.each([
    ['12-python-for-data-science', 12],
    ['12', 12],
    ['7-', 7],
    ['3-Aptitude-Mock-Test', 3],
    ['python-12', null],
    ['0-nothing', null],
    ['', null],
    [undefined, null],
    ['12abc', null],
  ])('reads the id of the id-slug %s as %s', (param, expected) => {
    expect(parseIdParam(param, { slug: true })).toBe(expected);
  });
});
