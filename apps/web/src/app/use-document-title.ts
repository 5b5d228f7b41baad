import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { translateFixedText } from '../lib/i18n/fixed-texts';
import { getBrandName } from '../lib/site-config';
import { findRouteHandle } from './route-handle';

export const formatDocumentTitle = (pageTitle: string | undefined, brand: string): string =>
  pageTitle ? `${pageTitle} | ${brand}` : brand;

/** Sets the document title to '<Page> | {brand}' (spec §2) from the matched route, or from `title`. */
export function useDocumentTitle(title?: string) {
  const matches = useMatches();
  const { i18n } = useLingui();
  const declared = findRouteHandle(matches)?.title;
  const pageTitle =
    title ?? (typeof declared === 'string' ? translateFixedText(declared) : declared && i18n._(declared));
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle, getBrandName());
  }, [pageTitle]);
}
