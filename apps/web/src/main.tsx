import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { ErrorBoundary } from './app/error-boundary';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { restoreSession } from './features/auth/restore-session';
import { activateLocale, i18n } from './lib/i18n/i18n';
import { initialLocale } from './lib/i18n/language-choice';
import { logger } from './lib/logger';
import './index.css';

// Started first, so the routes the router loads at once know which language they will be shown in.
const languageReady = activateLocale(initialLocale(), { firstPageOnly: true });
const store = makeStore();
// Started before the first render so the app opens on 'Restoring session...', not on a login redirect.
void store.dispatch(restoreSession());
const router = createAppRouter();

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html has no #root element');

const render = () =>
  createRoot(rootElement).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ErrorBoundary>
          <Provider store={store}>
            <RouterProvider router={router} />
          </Provider>
        </ErrorBoundary>
      </I18nProvider>
    </StrictMode>,
  );

// English is in the code and ready at once; another language's catalogue arrives first, so no
// page flashes in English. If it cannot load (offline), the app opens in English.
languageReady
  .catch((error: unknown) => logger.warn('The chosen language could not be loaded', error))
  .finally(render);
