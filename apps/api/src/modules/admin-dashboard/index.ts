/**
 * What other parts of the API may use of the admin-dashboard module: everything else in it is its own
 * (the lint refuses an import of another module's files, decision 039).
 */
export { requestWindowPlugin } from './request-window.ts';
