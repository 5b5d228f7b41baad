import { describe, expect, it } from 'vitest';
import { getPublicCourseHref, getStudentCourseHref, toCourseIdSlug } from './course-links';

describe('course links', () => {
  it('writes the id-slug of a course page', () => {
    expect(
      toCourseIdSlug({ id: 12, slug: 'python-for-data-science', title: 'Python for Data Science' }),
    ).toBe('12-python-for-data-science');
  });

  it('makes the slug from the title when the course has none (a landing page card)', () => {
    expect(toCourseIdSlug({ id: 12, title: 'Python for Data Science' })).toBe('12-python-for-data-science');
  });

  it('writes the id alone when the slug is empty', () => {
    expect(toCourseIdSlug({ id: 12, slug: '', title: 'Python for Data Science' })).toBe('12');
    expect(toCourseIdSlug({ id: 12, title: '!!!' })).toBe('12');
  });

  it('links to the public page and to the student area', () => {
    const course = { id: 5, slug: 'sql-basics', title: 'SQL Basics' };
    expect(getPublicCourseHref(course)).toBe('/Catalogue/5-sql-basics');
    expect(getStudentCourseHref(course)).toBe('/StudentDashboard/Courses/5-sql-basics');
  });
});
