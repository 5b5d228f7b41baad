import { createSlice, type Middleware } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { attachToStores, type LazySlice } from '../lib/store/lazy-store-parts';
import { makeStore } from './store';

const noteSlice = createSlice({
  name: 'lazyNote',
  initialState: { text: 'fresh' },
  reducers: { noteWritten: (state, action: { payload: string }) => ({ ...state, text: action.payload }) },
});

describe('state and middleware that arrive after the store was made', () => {
  it('gives an attached slice its state at once, runs its middleware, and starts later stores with it', () => {
    const store = makeStore();
    const seen: string[] = [];
    const recorder: Middleware = () => (next) => (action) => {
      if (noteSlice.actions.noteWritten.match(action)) seen.push(action.payload);
      return next(action);
    };
    expect(store.getState()).not.toHaveProperty('lazyNote');

    // Not one of the app's declared slices: the cast stands in for a `LazyLoadedSlices` entry.
    attachToStores(noteSlice as unknown as LazySlice, recorder);

    expect(store.getState()).toHaveProperty('lazyNote', { text: 'fresh' });
    store.dispatch(noteSlice.actions.noteWritten('kept'));
    expect(store.getState()).toHaveProperty('lazyNote', { text: 'kept' });
    expect(seen).toEqual(['kept']);
    // A store made afterwards starts with it.
    expect(makeStore().getState()).toHaveProperty('lazyNote', { text: 'fresh' });
  });
});
