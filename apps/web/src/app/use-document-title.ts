import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { getBrandName } from '../lib/site-config';
import { findRouteHandle } from './route-handle';

export const formatDocumentTitle = (pageTitle: string | undefined, brand: string): string =>
  pageTitle ? `${pageTitle} | ${brand}` : brand;

/** Sets the document title to '<Page> | {brand}' (spec §2) from the matched route, or from `title`. */
export function useDocumentTitle(title?: string) {
  const matches = useMatches();
  const pageTitle = title ?? findRouteHandle(matches)?.title;
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle, getBrandName());
  }, [pageTitle]);
}
