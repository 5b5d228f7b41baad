import { useEffect } from 'react';
import { getBrandName } from '../../lib/site-config';

const DESCRIPTION_LIMIT = 160;

/** A description as search results show it: one line, cut at a word near 160 characters. */
export function toMetaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_LIMIT) return line;
  const cut = line.slice(0, DESCRIPTION_LIMIT - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * A public page's own title ('<Page> | {brand}', spec §2) and meta description, for what people
 * share and search engines show (issue #17). The site's description from index.html comes back
 * when the page goes.
 */
export function usePageMeta(title: string | undefined, description: string | undefined) {
  useEffect(() => {
    if (title === undefined) return;
    // After the root layout's own effect, which runs later in the same flush when the route
    // changed too and would put back the route's generic title.
    let isCurrent = true;
    queueMicrotask(() => {
      if (isCurrent) document.title = `${title} | ${getBrandName()}`;
    });
    return () => {
      isCurrent = false;
    };
  }, [title]);

  useEffect(() => {
    if (description === undefined) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta === null) return;
    // A page the server served with its own description (a course's link preview) keeps the
    // site's in data-site-content: that one comes back, not the course's.
    const before = meta.dataset.siteContent ?? meta.content;
    meta.content = toMetaDescription(description);
    return () => {
      meta.content = before;
    };
  }, [description]);
}
