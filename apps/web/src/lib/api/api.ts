import { createApi } from '@reduxjs/toolkit/query/react';
import { attachToStores } from '../store/lazy-store-parts';
import { reauthBaseQuery } from './reauth-base-query';

/** The one RTK Query API; each feature adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: reauthBaseQuery,
  // Tags more than one feature reads; each feature registers its own with enhanceEndpoints.
  tagTypes: ['Profile', 'CollegeDirectory'],
  endpoints: () => ({}),
});

declare module '../store/root-reducer' {
  interface LazyLoadedSlices {
    api: ReturnType<typeof api.reducer>;
  }
}

// Loaded with the first page that calls the server, not with the landing page (see app/store.ts).
attachToStores(api, api.middleware);
