import { describe, expect, it } from 'vitest';
import { formatMinutesSeconds, formatRupees, toSlug } from './format';

describe('formatRupees', () => {
  it('shows whole rupees without paise, grouped the Indian way', () => {
    expect(formatRupees(1499.0)).toBe('₹1,499');
    expect(formatRupees(10990)).toBe('₹10,990');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('shows paise when there are some', () => {
    expect(formatRupees(99.5)).toBe('₹99.50');
  });
});

describe('toSlug', () => {
  it('turns a title into lowercase words joined by hyphens', () => {
    expect(toSlug('Python for Data Science')).toBe('python-for-data-science');
    expect(toSlug('  C++ & DSA: Crash Course! ')).toBe('c-dsa-crash-course');
    expect(toSlug('Résumé writing')).toBe('resume-writing');
  });
});

describe('formatMinutesSeconds', () => {
  it('writes minutes and two-digit seconds', () => {
    expect(formatMinutesSeconds(75)).toBe('1:15');
    expect(formatMinutesSeconds(9)).toBe('0:09');
    expect(formatMinutesSeconds(0)).toBe('0:00');
    expect(formatMinutesSeconds(59.2)).toBe('1:00');
  });
});
