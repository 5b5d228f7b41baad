import { useLingui } from '@lingui/react';
import type { Language } from '@vidya/contract';
import { useDispatch, useSelector } from 'react-redux';
import { selectIsAuthenticated, userLanguageChanged } from '../session/session-slice';
import { activateLocale } from './i18n';
import { storeLanguageChoice } from './language-choice';

/**
 * The active language and a way to choose another (decision 017). The choice applies at once,
 * without a reload, so a half-filled form or an exam in progress keeps everything. It is kept in
 * this browser and, for a signed-in user, with their account (app/account-language.ts saves it),
 * so it follows them to their other devices.
 */
export function useLanguageChoice() {
  const { i18n } = useLingui();
  const dispatch = useDispatch();
  const isSignedIn = useSelector(selectIsAuthenticated);
  const language: Language = i18n.locale === 'hi' ? 'hi' : 'en';

  const choose = async (chosen: Language) => {
    await activateLocale(chosen);
    storeLanguageChoice(chosen);
    if (isSignedIn) dispatch(userLanguageChanged(chosen));
  };

  return { language, choose };
}
