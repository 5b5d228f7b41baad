import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test/render-with-i18n';
import { NavigationProgress } from './navigation-progress';

describe('NavigationProgress', () => {
  it('shows a progress bar from the moment a link is followed until the next page is there', async () => {
    let arrive: () => void = () => undefined;
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <NavigationProgress />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <Link to="/next">Next page</Link> },
          {
            path: 'next',
            lazy: () =>
              new Promise((resolve) => {
                arrive = () => resolve({ Component: () => <h1>The next page</h1> });
              }),
          },
        ],
      },
    ]);
    renderWithI18n(<RouterProvider router={router} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.getByRole('progressbar', { name: 'Opening the page' })).toBeInTheDocument();
    // The page the link was followed from stays meanwhile.
    expect(screen.getByRole('link', { name: 'Next page' })).toBeInTheDocument();

    arrive();
    expect(await screen.findByRole('heading', { name: 'The next page' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
