import type { ComponentType } from 'react';
import { whenCataloguesLoaded } from '../lib/i18n/i18n';
import type { RouteHandle } from './route-handle';

/**
 * Loaders for a route's `lazy`: each page is its own chunk, loaded on first visit. The first
 * page's layouts and the landing page show as soon as their own catalogues are in; every other
 * page also waits for the rest of the active language's catalogues (lib/i18n/i18n.ts), so it never
 * shows a text in the wrong language.
 */
export const firstPageComponent =
  <Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

export const lazyComponent =
  <Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) =>
  async () => {
    const [module] = await Promise.all([load(), whenCataloguesLoaded()]);
    return { Component: pick(module) };
  };

export const lazyPage = (load: () => Promise<ComponentType>) => lazyComponent(load, (Component) => Component);

/** A route's `handle`, checked against what the app reads from it. */
export const handle = (value: RouteHandle) => value;
