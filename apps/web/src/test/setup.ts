import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// The app activates its language before anything renders (main.tsx); so do the tests: English.
import '../lib/i18n/i18n';

// Pages are lazy modules: the first test of a file waits for them to be transformed, which under
// a parallel run can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 8000 });

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

// jsdom's <dialog> has no modal behaviour; these stand in for the browser's.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
