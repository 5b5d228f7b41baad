/** The app's own store, for tests that need the real reducers and middleware. */
export { makeStore } from '../app/store';
