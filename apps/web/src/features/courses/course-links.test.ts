import { describe, expect, it } from 'vitest';
import { getPlayerHref, toCourseIdSlug } from './course-links';

describe('course links', () => {
  it('writes the id-slug of a course page', () => {
    expect(toCourseIdSlug({ id: 12, slug: 'python-for-data-science' })).toBe('12-python-for-data-science');
  });

  it('links to a lesson in the player', () => {
    expect(getPlayerHref(3)).toBe('/StudentDashboard/Courses/3/player');
    expect(getPlayerHref(3, 9)).toBe('/StudentDashboard/Courses/3/player?lesson=9');
  });
});
