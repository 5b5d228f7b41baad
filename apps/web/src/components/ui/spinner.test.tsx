import { screen, within } from '@testing-library/react';
import { renderWithI18n } from '../../test/render-with-i18n';
import { describe, expect, it } from 'vitest';
import { CourseGridSkeleton, ExamListSkeleton } from './skeleton';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it("says 'Loading...' by default", () => {
    renderWithI18n(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it.each([
    ['small', 'h-4'],
    ['medium', 'h-8'],
    ['large', 'h-12'],
    ['extraLarge', 'h-16'],
  ] as const)('draws the %s size', (size, heightClass) => {
    const { container } = renderWithI18n(<Spinner size={size} />);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveClass(heightClass);
  });

  it('takes a colour and a text', () => {
    const { container } = renderWithI18n(<Spinner color="rgb(5, 150, 105)" text="Saving answers..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Saving answers...');
    expect(container.querySelector('[aria-hidden="true"]')).toHaveStyle({
      borderTopColor: 'rgb(5, 150, 105)',
    });
  });
});

describe('skeletons', () => {
  it("shows the course grid titled 'Explore Our Courses' with six cards", () => {
    renderWithI18n(<CourseGridSkeleton />);
    expect(screen.getByRole('heading', { name: 'Explore Our Courses' })).toBeInTheDocument();
    const grid = screen.getByRole('status', { name: 'Loading courses' });
    expect(grid.children).toHaveLength(7);
    expect(within(grid).getByText('Loading...')).toHaveClass('sr-only');
  });

  it('announces itself once, as busy', () => {
    renderWithI18n(<ExamListSkeleton count={3} />);
    const region = screen.getByRole('status', { name: 'Loading exams' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region.children).toHaveLength(4);
  });
});
