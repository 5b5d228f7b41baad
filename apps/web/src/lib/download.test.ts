import { describe, expect, it } from 'vitest';
import { readFileName } from './download';

describe('readFileName', () => {
  it('takes the name the server gives', () => {
    expect(readFileName('attachment; filename="courses-2026-03-05.csv"', 'courses.csv')).toBe(
      'courses-2026-03-05.csv',
    );
  });

  it('falls back when there is none', () => {
    expect(readFileName(null, 'courses.csv')).toBe('courses.csv');
    expect(readFileName('attachment', 'courses.csv')).toBe('courses.csv');
  });
});
