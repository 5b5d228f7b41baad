import { createListenerMiddleware } from '@reduxjs/toolkit';
import { activateLocale, activeLocale } from '../lib/i18n/i18n';
import { storeLanguageChoice } from '../lib/i18n/language-choice';
import { logger } from '../lib/logger';
import { credentialsReceived, userLanguageChanged } from '../lib/session/session-slice';

/**
 * A signed-in user's language lives with their account (decision 017): after a sign-in or a
 * restored session the account's choice replaces this browser's, and a new choice is saved to
 * the account. The API client is imported when needed, so a visitor's first page loads without it.
 */
export const accountLanguage = createListenerMiddleware();

accountLanguage.startListening({
  actionCreator: credentialsReceived,
  effect: async (action) => {
    const chosen = action.payload.user?.language ?? null;
    // The test-only pseudo-locale stays whatever the account says.
    if (chosen === null || chosen === activeLocale() || activeLocale() === 'pseudo') return;
    try {
      await activateLocale(chosen);
      storeLanguageChoice(chosen);
    } catch (error) {
      logger.warn('The language of the account could not be loaded', error);
    }
  },
});

accountLanguage.startListening({
  actionCreator: userLanguageChanged,
  effect: async (action, listenerApi) => {
    const { authApi } = await import('../features/auth/api');
    const saved = await listenerApi.dispatch(authApi.endpoints.saveLanguage.initiate(action.payload));
    if ('error' in saved) logger.warn('The language choice was not saved with the account', saved.error);
  },
});
