/**
 * The demo data `npm start` fills an empty database with (the accounts in the README). It writes
 * through the other modules' public exports, never their files (decision 039).
 */
export { DEMO_PASSWORD, seedDemoIfEmpty } from './seed.ts';
