import { describe, expect, it } from 'vitest';
import { getPlayerHref } from './course-links';

describe('course links', () => {
  it('links to a lesson in the player', () => {
    expect(getPlayerHref(3)).toBe('/StudentDashboard/Courses/3/player');
    expect(getPlayerHref(3, 9)).toBe('/StudentDashboard/Courses/3/player?lesson=9');
  });
});
