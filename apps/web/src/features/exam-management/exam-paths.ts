import { examSlug } from '@vidya/contract';
import { paths } from '../../lib/paths';
import type { ExamKind } from './api';

/** A positive whole-number id from a URL parameter, else null. */
export function parseId(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

/** The id of a `{id}-{slug}` URL parameter (a student's or an exam's name), else null. */
export function parseRef(param: string | undefined): number | null {
  const match = /^(\d{1,9})(-[a-z0-9-]*)?$/.exec(param ?? '');
  return parseId(match?.[1]);
}

type ExamRef = { id: number; kind: ExamKind };

/** Where an exam's settings are edited: the spec has one page per kind. */
export const getEditExamHref = ({ id, kind }: ExamRef): string =>
  kind === 'college'
    ? paths.admin.editCollegeExam.href({ examId: id })
    : paths.admin.updateCourseDetails.href({ examId: id });

/** Where an exam's questions (and its attempts, `#attempts`) are managed. */
export const getExamQuestionsHref = ({ id, kind }: ExamRef): string =>
  kind === 'college'
    ? paths.admin.updateCollegeExamQuestions.href({ examId: id })
    : paths.admin.updateQuestions.href({ examId: id });

export const getExamAttemptsHref = (exam: ExamRef): string => `${getExamQuestionsHref(exam)}?tab=attempts`;

/** `{id}-{slug}` of a student, the `studentName` of the admin's student exam pages. */
export const getStudentRef = (id: number, name: string): string => examSlug({ id, title: name });

export const getExamListHref = (kind: ExamKind): string =>
  kind === 'college' ? paths.admin.collegeExams.href() : paths.admin.manageExams.href();
