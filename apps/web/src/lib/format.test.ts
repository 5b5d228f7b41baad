import { describe, expect, it } from 'vitest';
import { describeWindow, formatDateTime, formatMinutesSeconds, formatRupees, toSlug } from './format';

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

describe('describeWindow', () => {
  // 04:30 UTC is 10:00 in India, whatever the reader's own time zone.
  const start = '2026-03-05T04:30:00.000Z';
  const end = '2026-03-05T05:30:00.000Z';

  it('says when an exam opens and closes, in India time', () => {
    expect(describeWindow({ start_time: start, end_time: end })).toBe(
      '5 Mar 2026, 10:00 am IST – 5 Mar 2026, 11:00 am IST',
    );
    expect(formatDateTime(start)).toBe('5 Mar 2026, 10:00 am IST');
  });

  it('says an open-ended window from or until its one end, a day when only that is set, or any time', () => {
    expect(describeWindow({ start_time: start, end_time: null })).toBe('From 5 Mar 2026, 10:00 am IST');
    expect(describeWindow({ start_time: null, end_time: end })).toBe('Until 5 Mar 2026, 11:00 am IST');
    expect(describeWindow({ start_time: null, end_time: null, exam_date: '2026-03-05' })).toBe(
      'On 5 Mar 2026',
    );
    expect(describeWindow({ start_time: null, end_time: null })).toBe('Any time');
  });
});
