import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccessToken, stubApi } from '../../test/fake-server';
import { credentialsReceived, sessionReducer } from '../session/session-slice';
import { api } from './api';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (url) => url }),
    probePost: build.mutation<unknown, string>({ query: (url) => ({ url, method: 'POST', body: {} }) }),
  }),
});

const oldToken = makeAccessToken({ sub: '7', role: 'student' });
const newToken = makeAccessToken({ sub: '7', role: 'student', jti: 'new' });
const refreshedUser = { id: 7, email: 'asha@example.com', role: 'student', full_name: 'Asha Verma' };
const refreshReply = () => ({ body: { access: newToken, user: refreshedUser } });

function makeStore(token: string | null = oldToken) {
  const store = configureStore({
    reducer: { session: sessionReducer, [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  if (token !== null) store.dispatch(credentialsReceived(token, null));
  return store;
}

const bearerOf = (request: Request | undefined) => request?.headers.get('authorization');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API base query', () => {
  it('sends the bearer token on protected paths and none on public ones', async () => {
    const { callsTo } = stubApi({
      'GET /api/students/profile/': () => ({ body: { ok: true } }),
      'GET /api/colleges/search/': () => ({ body: [] }),
    });
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.probe.initiate('/students/profile/'));
    await store.dispatch(probeApi.endpoints.probe.initiate('/colleges/search/?q=iit'));
    expect(bearerOf(callsTo('GET /api/students/profile/')[0])).toBe(`Bearer ${oldToken}`);
    expect(bearerOf(callsTo('GET /api/colleges/search/')[0])).toBeNull();
  });

  it('includes cookie credentials on the auth paths only', async () => {
    const { callsTo } = stubApi({
      'POST /api/auth/logout/': () => ({ body: { detail: 'bye' } }),
      'GET /api/students/profile/': () => ({ body: {} }),
    });
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.probePost.initiate('/auth/logout/'));
    await store.dispatch(probeApi.endpoints.probe.initiate('/students/profile/'));
    expect(callsTo('POST /api/auth/logout/')[0]?.credentials).toBe('include');
    expect(callsTo('GET /api/students/profile/')[0]?.credentials).not.toBe('include');
  });

  it('refreshes once after a 401 and retries with the new token', async () => {
    const { callsTo } = stubApi({
      'GET /api/students/profile/': (request) =>
        bearerOf(request) === `Bearer ${newToken}`
          ? { body: { full_name: 'Asha' } }
          : { status: 401, body: { detail: 'Token expired', code: 'unauthorized' } },
      'POST /api/auth/refresh/': refreshReply,
    });
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('/students/profile/'));
    expect(result.data).toEqual({ full_name: 'Asha' });
    expect(callsTo('POST /api/auth/refresh/')).toHaveLength(1);
    expect(callsTo('GET /api/students/profile/')).toHaveLength(2);
    expect(store.getState().session.accessToken).toBe(newToken);
    expect(store.getState().session.isAuthenticated).toBe(true);
    expect(store.getState().session.user).toEqual(refreshedUser);
  });

  it('treats a refresh reply without the user as a failed refresh', async () => {
    stubApi({
      'GET /api/students/profile/': () => ({ status: 401, body: { detail: 'Token expired' } }),
      'POST /api/auth/refresh/': () => ({ body: { access: newToken } }),
    });
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.probe.initiate('/students/profile/'));
    expect(store.getState().session.isAuthenticated).toBe(false);
  });

  it('shares one refresh between concurrent 401s', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { callsTo } = stubApi({
      'GET /api/students/profile/': (request) =>
        bearerOf(request) === `Bearer ${newToken}`
          ? { body: { n: 1 } }
          : { status: 401, body: { detail: 'x' } },
      'GET /api/students/dashboard-stats/': (request) =>
        bearerOf(request) === `Bearer ${newToken}`
          ? { body: { n: 2 } }
          : { status: 401, body: { detail: 'x' } },
      'POST /api/auth/refresh/': async () => {
        await refreshGate;
        return refreshReply();
      },
    });
    const store = makeStore();
    const first = store.dispatch(probeApi.endpoints.probe.initiate('/students/profile/'));
    const second = store.dispatch(probeApi.endpoints.probe.initiate('/students/dashboard-stats/'));
    await vi.waitFor(() => expect(callsTo('POST /api/auth/refresh/')).toHaveLength(1));
    releaseRefresh();
    expect((await first).data).toEqual({ n: 1 });
    expect((await second).data).toEqual({ n: 2 });
    expect(callsTo('POST /api/auth/refresh/')).toHaveLength(1);
  });

  it('clears the session when the refresh fails, without a second retry', async () => {
    const { callsTo } = stubApi({
      'GET /api/students/profile/': () => ({ status: 401, body: { detail: 'Token expired' } }),
      'POST /api/auth/refresh/': () => ({ status: 401, body: { detail: 'No refresh cookie' } }),
    });
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('/students/profile/'));
    expect(result.error).toMatchObject({ status: 401 });
    expect(callsTo('GET /api/students/profile/')).toHaveLength(1);
    expect(store.getState().session).toMatchObject({
      isAuthenticated: false,
      accessToken: null,
      userRole: '',
    });
  });

  it('clears the session when the retry is refused again', async () => {
    const { callsTo } = stubApi({
      'GET /api/students/profile/': () => ({ status: 401, body: { detail: 'Token revoked' } }),
      'POST /api/auth/refresh/': refreshReply,
    });
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.probe.initiate('/students/profile/'));
    expect(callsTo('GET /api/students/profile/')).toHaveLength(2);
    expect(store.getState().session.isAuthenticated).toBe(false);
  });

  it('never refreshes for a 401 on a public path', async () => {
    const { callsTo } = stubApi({
      'POST /api/auth/login/': () => ({ status: 401, body: { detail: 'Invalid credentials.' } }),
    });
    const store = makeStore(null);
    const result = await store.dispatch(probeApi.endpoints.probePost.initiate('/auth/login/'));
    expect(result.error).toMatchObject({ status: 401, data: { detail: 'Invalid credentials.' } });
    expect(callsTo('POST /api/auth/refresh/')).toHaveLength(0);
  });

  it('keeps the status text for the error message rule', async () => {
    stubApi({
      'GET /api/students/profile/': () => ({
        status: 503,
        body: undefined,
        statusText: 'Service Unavailable',
      }),
    });
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('/students/profile/'));
    expect(result.error).toMatchObject({ status: 503, statusText: 'Service Unavailable' });
  });
});
