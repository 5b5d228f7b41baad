/**
 * What other parts of the API may use of the payments module: everything else in it is its own
 * (the lint refuses an import of another module's files, decision 039).
 */
export { createDemoProvider, createRazorpayProvider, type PaymentProvider } from './providers.ts';
