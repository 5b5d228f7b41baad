import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@vidya/contract';
import { dashboardRoute } from './dashboard-routes';
import { routes } from './router';
import { paths } from '../lib/paths';
import { listRoutePatterns } from '../lib/route-patterns';

/** Every URL pattern the router serves a page on, parents' paths joined to their children's. */
function routerPatterns(table: RouteObject[], base = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path ?? '';
    const full = path.startsWith('/') ? path : path === '' ? base : `${base.replace(/\/$/, '')}/${path}`;
    const own = route.path !== undefined && route.path !== '*' ? [full] : [];
    return [...own, ...routerPatterns(route.children ?? [], full)];
  });
}

describe('the route patterns the server is given', () => {
  it('are exactly the patterns the router serves, so a real page never answers 404', () => {
    // The dashboards' routes join the table on first visit (router.tsx, patchRoutesOnNavigation).
    const table = [...routes, ...ROLES.map((role) => dashboardRoute(role))];
    const served = [...new Set(routerPatterns(table))].sort();
    expect(served.length).toBeGreaterThan(60);
    expect(served).toContain(paths.student.coursePlayer.path);
    expect(listRoutePatterns(paths)).toEqual(served);
  });
});
