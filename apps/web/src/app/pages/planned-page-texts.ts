import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '../../lib/paths';

/**
 * What each page a later release fills will hold: one honest line, shown by the planned page.
 * Kept out of the route table so the first page a visitor loads does not carry them.
 */
export const PLANNED_PAGE_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  [paths.college.createExam.path]:
    msg`You will be able to schedule an exam for your students and import its questions here.`,
  [paths.college.scheduledExams.path]: msg`Your upcoming exams will be listed here.`,
};
