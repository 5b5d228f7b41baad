import { describe, expect, it } from 'vitest';
import { ADMIN_AREA, COLLEGE_AREA, STUDENT_AREA } from './dashboard-pages';

describe('dashboard pages', () => {
  it.each([ADMIN_AREA, COLLEGE_AREA, STUDENT_AREA])(
    'every $role page loads a component of its own (none is a placeholder)',
    async (area) => {
      const components = await Promise.all(area.pages.map((page) => page.load()));
      for (const [index, component] of components.entries()) {
        expect(typeof component, area.pages[index]?.path.path).toBe('function');
      }
      expect(new Set(area.pages.map((page) => page.path.path)).size).toBe(area.pages.length);
    },
  );

  it('gives every page reached from the sidebar of a college a group, and none with an id', () => {
    for (const page of COLLEGE_AREA.pages) {
      expect(page.group === undefined, page.path.path).toBe(page.path.path.includes(':'));
    }
  });
});
