import type { MessageDescriptor } from '@lingui/core';
import type { UIMatch } from 'react-router';

/** What a route declares about itself in its `handle`. */
export type RouteHandle = {
  /** The page name in the document title, '<title> | {brand}': a message, or a text the contract fixes. */
  title: MessageDescriptor | string;
  /** 'focus' drops the dashboard's sidebar and top bar, so nothing but the page competes for attention. */
  layout?: 'focus';
};

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  'title' in handle &&
  (typeof handle.title === 'string' || (typeof handle.title === 'object' && handle.title !== null));

/** The handle of the deepest matched route that has one. */
export function findRouteHandle(matches: UIMatch[]): RouteHandle | undefined {
  const handle = matches.findLast((match) => isRouteHandle(match.handle))?.handle;
  return isRouteHandle(handle) ? handle : undefined;
}
