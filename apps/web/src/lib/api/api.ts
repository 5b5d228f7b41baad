import { createApi } from '@reduxjs/toolkit/query/react';
import { reauthBaseQuery } from './reauth-base-query';

/** The one RTK Query API; each feature adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: reauthBaseQuery,
  tagTypes: ['Profile'],
  endpoints: () => ({}),
});
