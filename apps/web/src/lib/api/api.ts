import { createApi } from '@reduxjs/toolkit/query/react';
import { attachToStores } from '../store/lazy-store-parts';
import { reauthBaseQuery } from './reauth-base-query';

/** The one RTK Query API; each feature adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: reauthBaseQuery,
  tagTypes: ['Profile'],
  endpoints: () => ({}),
});

declare module '../store/root-reducer' {
  interface LazyLoadedSlices {
    api: ReturnType<typeof api.reducer>;
  }
}

// Loaded with the first page that calls the server, not with the landing page (see app/store.ts).
attachToStores(api, api.middleware);
