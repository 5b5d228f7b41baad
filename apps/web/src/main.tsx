import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { ErrorBoundary } from './app/error-boundary';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { restoreSession } from './features/auth/restore-session';
import './index.css';

const store = makeStore();
// Started before the first render so the app opens on 'Restoring session...', not on a login redirect.
void store.dispatch(restoreSession());
const router = createAppRouter();

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <ErrorBoundary>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </ErrorBoundary>
  </StrictMode>,
);
