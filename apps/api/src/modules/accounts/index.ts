/**
 * What other parts of the API may use of the accounts module: everything else in it is its own
 * (the lint refuses an import of another module's files, decision 039).
 */
export * as accountsRepository from './repository.ts';
export { upsertAdmin } from './service.ts';
