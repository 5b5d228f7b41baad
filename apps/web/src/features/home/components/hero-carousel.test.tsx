import { CAROUSEL_INTERVAL_MS } from '@vidya/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { HeroCarousel, type HeroSlide } from './hero-carousel';

const SLIDES: HeroSlide[] = [
  { title: 'Learn', text: 'Courses.', action: { label: 'Start learning', to: '/StudentLogin' } },
  { title: 'Train', text: 'Training.', action: { label: 'Explore training', to: '/Training' } },
  { title: 'Talk', text: 'Contact.', action: { label: 'Talk to us', to: '/ContactUs' } },
];

const renderCarousel = () =>
  renderWithI18n(
    <MemoryRouter>
      <HeroCarousel slides={SLIDES} label="Highlights" />
    </MemoryRouter>,
  );

/** The one slide a visitor (and a screen reader) can see. */
const shownSlide = () => screen.getByRole('heading', { level: 2 }).textContent;

const waitOneInterval = () => act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));

function preferReducedMotion() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the hero carousel', () => {
  it('is announced as a carousel of slides, showing only the current one', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('link', { name: 'Start learning' })).toHaveAttribute('href', '/StudentLogin');
  });

  it('advances every interval, wraps around, and keeps its live region quiet while rotating', () => {
    renderCarousel();
    expect(shownSlide()).toBe('Learn');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(shownSlide()).toBe('Learn');
    act(() => vi.advanceTimersByTime(1));
    expect(shownSlide()).toBe('Train');
    expect(screen.getByRole('link', { name: 'Explore training' })).toHaveAttribute('href', '/Training');
    waitOneInterval();
    expect(shownSlide()).toBe('Talk');
    expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/ContactUs');
    waitOneInterval();
    expect(shownSlide()).toBe('Learn');
    expect(document.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(carousel);
    waitOneInterval();
    waitOneInterval();
    expect(shownSlide()).toBe('Learn');
    expect(document.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(carousel);
    waitOneInterval();
    expect(shownSlide()).toBe('Train');
  });

  it('stops when keyboard focus enters, until the visitor presses play', () => {
    renderCarousel();
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    waitOneInterval();
    waitOneInterval();
    expect(shownSlide()).toBe('Learn');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slide show' }));
    waitOneInterval();
    expect(shownSlide()).toBe('Train');
    expect(screen.getByRole('button', { name: 'Pause the slide show' })).toBeInTheDocument();
  });

  it('moves with the arrows and the indicators, wrapping both ways', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlide()).toBe('Talk');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toBe('Learn');
    fireEvent.click(screen.getByRole('button', { name: 'Slide 2: Train' }));
    expect(shownSlide()).toBe('Train');
    expect(screen.getByRole('button', { name: 'Slide 2: Train' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Slide 1: Learn' })).not.toHaveAttribute('aria-current');
  });

  it('restarts the wait after a manual move, so a slide is never cut short', () => {
    renderCarousel();
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1_000));
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3: Talk' }));
    act(() => vi.advanceTimersByTime(1_000));
    expect(shownSlide()).toBe('Talk');
  });

  it('does not move by itself for visitors who prefer reduced motion, but plays on request', () => {
    preferReducedMotion();
    renderCarousel();
    waitOneInterval();
    waitOneInterval();
    expect(shownSlide()).toBe('Learn');
    expect(document.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slide show' }));
    waitOneInterval();
    expect(shownSlide()).toBe('Train');
  });
});
