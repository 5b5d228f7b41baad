import type { MessageDescriptor } from '@lingui/core';

/**
 * What each page a later release fills will hold: one honest line, shown by the planned page.
 * Kept out of the route table so the first page a visitor loads does not carry them.
 */
export const PLANNED_PAGE_TEXTS: Readonly<Record<string, MessageDescriptor>> = {};
