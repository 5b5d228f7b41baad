import { LANDING } from '@vidya/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const FEATURED = [1, 2, 3].map((id) => ({
  id,
  title: ['Python for Data Science', 'Full-Stack Web Development', 'Cloud Computing with AWS'][id - 1]!,
  description: 'A practical course.',
  currentPrice: LANDING.trendingCurrentPrice,
  originalPrice: LANDING.trendingOriginalPrice,
  image: null,
}));

const featuredRoute = () => ({ body: FEATURED });

const { days, hours, minutes, seconds } = LANDING.countdownStart;
const COUNTDOWN_MS = (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;
const promotionRoute = (serverTime: Date, endsAt: Date) => () => ({
  body: {
    discount_percent: 86,
    ends_at: endsAt.toISOString(),
    is_active: endsAt > serverTime,
    server_time: serverTime.toISOString(),
  },
});

describe('the landing page', () => {
  it('has one h1, the carousel, and the search box in the navbar', async () => {
    stubApi({ 'GET /api/courses/featured/': featuredRoute });
    renderApp({ path: '/' });
    expect(await screen.findByRole('region', { name: 'Highlights' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const search = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('searchbox', {
      name: 'Search courses',
    });
    expect(search).toHaveAttribute('placeholder', 'What do you want to learn?');
  });

  it('shows the three trending courses at ₹1,499, against ₹10,990 struck through', async () => {
    const { callsTo } = stubApi({ 'GET /api/courses/featured/': featuredRoute });
    renderApp({ path: '/' });
    const section = await screen.findByRole('region', { name: 'Trending courses' });
    expect(section).toHaveAttribute('id', 'trending-courses');
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('₹1,499')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('₹10,990').closest('s')).not.toBeNull();
    expect(within(cards[0]!).getByText('86% off')).toBeInTheDocument();
    expect(new URL(callsTo('GET /api/courses/featured/')[0]!.url).searchParams.get('limit')).toBe('3');
  });

  it('takes a visitor who picks a course to its public page', async () => {
    stubApi({ 'GET /api/courses/featured/': featuredRoute });
    const { user, router } = renderApp({ path: '/' });
    await user.click(await screen.findByRole('link', { name: 'Python for Data Science' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Catalogue/1-python-for-data-science'));
  });

  it('shows placeholders while the trending courses load', async () => {
    // Every request for the featured courses waits until the test lets them through; one made
    // after that (the placeholder can show before the section's first request) is answered at once.
    let letThrough!: () => void;
    const released = new Promise<void>((resolve) => (letThrough = resolve));
    stubApi({
      'GET /api/courses/featured/': async () => {
        await released;
        return featuredRoute();
      },
    });
    renderApp({ path: '/' });
    expect(await screen.findByRole('status', { name: 'Loading trending courses' })).toBeInTheDocument();
    letThrough();
    expect(await screen.findByRole('link', { name: 'Python for Data Science' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading trending courses' })).not.toBeInTheDocument();
  });

  it('offers the training cards with their ratings and the running promo countdown', async () => {
    // The server says the promotion ends 2 d 16 h 0 min 56 s after its own clock, whatever the
    // visitor's clock says: the countdown starts there (spec §4, §9) and is the same for everyone.
    const serverTime = new Date(Date.now() - 7 * 86_400_000);
    const endsAt = new Date(serverTime.getTime() + COUNTDOWN_MS);
    stubApi({
      'GET /api/courses/featured/': featuredRoute,
      'GET /api/promotion/': promotionRoute(serverTime, endsAt),
    });
    renderApp({ path: '/' });
    const section = await screen.findByRole('region', { name: 'Training and pricing' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['AI Training Program', 'AI Training Program', 'Specialized Courses']);
    expect(within(section).getByText('Rated 4.7 out of 5 from 128 reviews')).toBeInTheDocument();
    expect(within(section).getByText('Rated 4.9 out of 5 from 256 reviews')).toBeInTheDocument();
    const timer = await within(section).findByRole('timer', { name: 'Introductory prices end in' });
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer).toHaveTextContent(/02\s*days\s*16\s*hours\s*00\s*minutes\s*5[56]\s*seconds/);
    expect(within(section).getByText('Up to 86% off')).toBeInTheDocument();
    expect(within(section).getByText('From ₹1,499 a course (list price ₹10,990)')).toBeInTheDocument();
  });

  it('shows no countdown, no discount and one price once the promotion has ended', async () => {
    const serverTime = new Date();
    stubApi({
      'GET /api/courses/featured/': featuredRoute,
      'GET /api/promotion/': promotionRoute(serverTime, new Date(serverTime.getTime() - 1000)),
    });
    renderApp({ path: '/' });
    const section = await screen.findByRole('region', { name: 'Training and pricing' });
    expect(await within(section).findByText('₹10,990 a course')).toBeInTheDocument();
    expect(within(section).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(section).queryByText(/% off/)).not.toBeInTheDocument();
  });

  it('leads to the aptitude assessment through the student login', async () => {
    stubApi({ 'GET /api/courses/featured/': featuredRoute });
    renderApp({ path: '/' });
    expect(await screen.findByRole('link', { name: 'Take an aptitude assessment' })).toHaveAttribute(
      'href',
      '/StudentLogin',
    );
  });

  it('shows partner wordmarks, labelled honestly as samples', async () => {
    stubApi({ 'GET /api/courses/featured/': featuredRoute });
    renderApp({ path: '/' });
    const section = await screen.findByRole('region', { name: /Built for colleges/ });
    expect(within(section).getAllByRole('img').length).toBeGreaterThanOrEqual(3);
    expect(within(section).getByText(/Sample institutions/)).toBeInTheDocument();
  });

  it('draws sixteen decorative icons that assistive technology never meets', async () => {
    stubApi({ 'GET /api/courses/featured/': featuredRoute });
    const { container } = renderApp({ path: '/' });
    await waitFor(() =>
      expect(container.querySelectorAll('.animate-float')).toHaveLength(LANDING.floatingIcons),
    );
    expect(container.querySelector('.animate-float')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('ends with the free-consultation banner in the footer', async () => {
    stubApi({ 'GET /api/courses/featured/': featuredRoute });
    renderApp({ path: '/' });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute(
      'href',
      '/ContactUs',
    );
    expect(within(footer).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/',
    );
  });
});

describe('the course search', () => {
  it('searches the catalogue from the navbar and lists what matches', async () => {
    const { callsTo } = stubApi({
      'GET /api/courses/featured/': featuredRoute,
      'GET /api/courses/': () => ({
        body: {
          count: 1,
          page_size: 12,
          current_page: 1,
          total_pages: 1,
          next: null,
          previous: null,
          results: [
            {
              id: 7,
              slug: 'python-for-data-science',
              title: 'Python for Data Science',
              description: 'Pandas and plots.',
              category: 'Data Science',
              image: null,
              price: 1499,
              original_price: 10990,
              discount_percent: 86,
              is_free: false,
              is_active: true,
              is_featured: true,
              lessons: 12,
              rating: 4.5,
              reviews_count: 8,
              is_enrolled: false,
              created_at: '2026-01-01T00:00:00.000Z',
            },
          ],
        },
      }),
    });
    const { user, router } = renderApp({ path: '/' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.type(within(nav).getByRole('searchbox', { name: 'Search courses' }), 'python{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Courses matching “python”' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/courses/search');
    expect(await screen.findByText('1 course matches your search.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Python for Data Science' })).toHaveAttribute(
      'href',
      '/Catalogue/7-python-for-data-science',
    );
    const call = new URL(callsTo('GET /api/courses/')[0]!.url);
    expect(call.searchParams.get('search')).toBe('python');
  });
});
