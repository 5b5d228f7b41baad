/**
 * What other parts of the API may use of the contact module: everything else in it is its own
 * (the lint refuses an import of another module's files, decision 039).
 */
export { insertMessage } from './repository.ts';
