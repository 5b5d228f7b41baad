import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedInAs } from '../../test/render-app';

describe('the public layout', () => {
  it('offers Home, Student, College and Training, and Log in and Sign Up', async () => {
    renderApp({ path: '/AboutUs' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Student', '/Student'],
      ['College', '/College'],
      ['Training', '/Training'],
      ['Log in', '/StudentLogin'],
      ['Sign Up', '/StudentSignUp'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();
  });

  it('adds About Us and Contact Us in the mobile menu', async () => {
    const { user } = renderApp({ path: '/AboutUs' });
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById('mobile-menu');
    expect(menu).toBeVisible();
    expect(within(menu as HTMLElement).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'href',
      '/AboutUs',
    );
    expect(within(menu as HTMLElement).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/ContactUs',
    );
  });

  it('closes the mobile menu on Escape, says so with aria-expanded and gives focus back to its button', async () => {
    const { user } = renderApp({ path: '/AboutUs' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu') as HTMLElement;
    expect(menu).toBeVisible();
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(menu).not.toBeVisible();
  });

  it('shows a signed-in user the way to their dashboard instead of Log in', async () => {
    renderApp({ path: '/AboutUs', session: signedInAs('college') });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My dashboard' })).toHaveAttribute(
      'href',
      '/CollegeDashboard',
    );
    expect(within(nav).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('links the footer services to /courses and /examination and shows the configured phone', async () => {
    const meta = document.createElement('meta');
    meta.name = 'vidya-support-phone';
    meta.content = '+91 80 4000 1234';
    document.head.append(meta);
    try {
      renderApp({ path: '/AboutUs' });
      const footer = await screen.findByRole('contentinfo');
      expect(within(footer).getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
      expect(within(footer).getByRole('link', { name: 'Examination' })).toHaveAttribute(
        'href',
        '/examination',
      );
      // Once in the consultation banner, once under Contact.
      const phoneLinks = within(footer).getAllByRole('link', { name: '+91 80 4000 1234' });
      expect(phoneLinks).toHaveLength(2);
      for (const link of phoneLinks) expect(link).toHaveAttribute('href', 'tel:+918040001234');
    } finally {
      meta.remove();
    }
  });

  it('leaves the phone out when none is configured', async () => {
    renderApp({ path: '/AboutUs' });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: /^\+?\d/ })).not.toBeInTheDocument();
  });

  describe('on a page longer than the screen', () => {
    afterEach(() => {
      cleanup();
      vi.unstubAllGlobals();
    });

    it('adds the footer once the browser is idle, without waiting for a scroll to its end', async () => {
      // The end of the page never comes on screen; a screen reader still finds the footer.
      const idleCallbacks: (() => void)[] = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          observe() {}
          disconnect() {}
        },
      );
      vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
      vi.stubGlobal('cancelIdleCallback', () => undefined);
      renderApp({ path: '/AboutUs' });
      await screen.findByRole('navigation', { name: 'Main' });
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      // The layout asks for idle time from an effect, which under load may come after the nav shows.
      await waitFor(() => expect(idleCallbacks.length).toBeGreaterThan(0));
      act(() => idleCallbacks.forEach((callback) => callback()));
      expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    });
  });
});
