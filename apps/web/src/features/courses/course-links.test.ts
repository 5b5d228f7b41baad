import { describe, expect, it } from 'vitest';
import { getPlayerHref, parseCourseId, toCourseIdSlug } from './course-links';

describe('course links', () => {
  it('writes the id-slug of a course page', () => {
    expect(toCourseIdSlug({ id: 12, slug: 'python-for-data-science' })).toBe('12-python-for-data-science');
  });

  it.each([
    ['12-python-for-data-science', 12],
    ['12', 12],
    ['7-', 7],
    ['python-12', null],
    ['0-nothing', null],
    ['', null],
    [undefined, null],
    ['12abc', null],
  ])('reads the course id of %s as %s', (param, expected) => {
    expect(parseCourseId(param)).toBe(expected);
  });

  it('links to a lesson in the player', () => {
    expect(getPlayerHref(3)).toBe('/StudentDashboard/Courses/3/player');
    expect(getPlayerHref(3, 9)).toBe('/StudentDashboard/Courses/3/player?lesson=9');
  });
});
