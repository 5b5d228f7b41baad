import { examSlug } from '@vidya/contract';
import { paths } from '../../../lib/paths';
import type { ExamKind } from './api';

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
