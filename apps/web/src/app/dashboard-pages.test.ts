import { describe, expect, it } from 'vitest';
import { ADMIN_AREA, COLLEGE_AREA, STUDENT_AREA } from './dashboard-pages';
import { PLANNED_PAGE_TEXTS } from './pages/planned-page-texts';

const plannedPaths = (pages: typeof ADMIN_AREA.pages) =>
  pages.filter((page) => page.planned).map((page) => page.path.path);

describe('dashboard pages', () => {
  it.each([ADMIN_AREA, STUDENT_AREA])('no $role page is a placeholder any more', (area) => {
    expect(plannedPaths(area.pages)).toEqual([]);
  });

  it('has a line for each page still planned, and none for a page that is built', () => {
    const planned = [ADMIN_AREA, COLLEGE_AREA, STUDENT_AREA].flatMap((area) => plannedPaths(area.pages));
    expect(Object.keys(PLANNED_PAGE_TEXTS).sort()).toEqual(planned.sort());
  });
});
