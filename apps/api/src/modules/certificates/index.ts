/**
 * What other parts of the API may use of the certificates module: everything else in it is its own
 * (the lint refuses an import of another module's files, decision 039).
 */
export { FONTS, isDevanagari } from './pdf.ts';
export { createCertificatesService } from './service.ts';
