import { describe, expect, it } from 'vitest';
import { percentOff } from './courses.ts';

describe('percentOff', () => {
  it('rounds a half per cent up, which floating point division would round down', () => {
    // (1 - 27 / 40) * 100 is 32.499… in floating point; the saving is 32.5 %.
    expect(percentOff(27, 40)).toBe(33);
    expect(percentOff(2700, 4000)).toBe(33);
  });

  it('gives the demo course its 86 % and rounds other savings to the nearest whole', () => {
    expect(percentOff(1499, 10990)).toBe(86);
    expect(percentOff(99.5, 100)).toBe(1);
    expect(percentOff(99.6, 100)).toBe(0);
    expect(percentOff(0, 499)).toBe(100);
  });

  it('is 0 when nothing is saved', () => {
    expect(percentOff(100, 100)).toBe(0);
    expect(percentOff(150, 100)).toBe(0);
    expect(percentOff(0, 0)).toBe(0);
  });
});
