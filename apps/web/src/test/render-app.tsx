import { I18nProvider } from '@lingui/react';
import type { SessionUser } from '@vidya/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { routes as appRoutes, patchRoutesOnNavigation } from '../app/router';
import { makeStore } from '../app/store';
import { i18n } from '../lib/i18n/i18n';
import type { SessionState } from '../lib/session/session-slice';
import { makeAccessToken } from './fake-server';

export const DEMO_USERS = {
  student: { id: 11, email: 'student@example.com', role: 'student', full_name: 'Asha Verma', language: null },
  college: { id: 21, email: 'college@example.com', role: 'college', full_name: 'Ravi Kumar', language: null },
  admin: { id: 1, email: 'admin@example.com', role: 'admin', full_name: 'Meera Iyer', language: null },
} as const satisfies Record<SessionUser['role'], SessionUser>;

/** A session as a login of this role would leave it. */
export function signedInAs(role: SessionUser['role']): Partial<SessionState> {
  const user = DEMO_USERS[role];
  return {
    isAuthenticated: true,
    userRole: role,
    accessToken: makeAccessToken({ sub: String(user.id), role }),
    user,
  };
}

type RenderOptions = { path?: string; session?: Partial<SessionState>; routes?: RouteObject[] };

/** Renders the real routes (or the given ones) in memory, with a fresh store. */
export function renderApp({ path = '/', session = {}, routes = appRoutes }: RenderOptions = {}) {
  const store = makeStore(session);
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    // The app's dashboards join its table on first visit, as in the browser (app/router.tsx).
    ...(routes === appRoutes ? { patchRoutesOnNavigation } : {}),
  });
  const user = userEvent.setup();
  const view = render(
    <I18nProvider i18n={i18n}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </I18nProvider>,
  );
  return { ...view, store, router, user };
}
