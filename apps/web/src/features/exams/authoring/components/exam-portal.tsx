import type { SerializedError } from '@reduxjs/toolkit';
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiError } from '../../../../lib/api/base-query';
import { paths } from '../../../../lib/paths';
import {
  useAttachQuestionsMutation,
  useCreateCollegeExamMutation,
  useDeleteQuestionMutation,
  useDetachQuestionMutation,
  useDownloadQuestionTemplateMutation,
  useExportBankQuestionsMutation,
  useExportExamQuestionsMutation,
  useGetAdminExamQuery,
  useGetBankQuestionsQuery,
  useImportBankQuestionsMutation,
  useImportQuestionsMutation,
  useReorderQuestionsMutation,
  useToggleExamStatusMutation,
  useUpdateExamMutation,
  useUpdateQuestionMutation,
  type ExamKind,
  type QuestionScope,
} from '../api';
import {
  useAttachCollegeExamQuestionsMutation,
  useCreateOwnCollegeExamMutation,
  useDeleteCollegeQuestionMutation,
  useDetachCollegeExamQuestionMutation,
  useDownloadCollegeQuestionTemplateMutation,
  useExportCollegeBankQuestionsMutation,
  useExportCollegeExamQuestionsMutation,
  useGetCollegeBankQuestionsQuery,
  useGetCollegeExamQuery,
  useImportCollegeBankQuestionsMutation,
  useImportCollegeExamQuestionsMutation,
  useReorderCollegeExamQuestionsMutation,
  useToggleCollegeExamStatusMutation,
  useUpdateCollegeExamMutation,
  useUpdateCollegeQuestionMutation,
} from '../college-api';
import { getEditExamHref, getExamListHref, getExamQuestionsHref } from '../exam-paths';

/**
 * Whose portal the shared exam components (ExamForm, ExamQuestionsEditor, QuestionForm,
 * ImportPanel, AttachQuestionsDialog) are shown in: the admins' (every exam, the admin endpoints)
 * or a college's (its own exams, the /colleges/admin/ endpoints). The college pages wrap
 * themselves in `<ExamPortalProvider portal="college">`; the admin pages need nothing.
 */
export type ExamPortal = 'admin' | 'college';

const ExamPortalContext = createContext<ExamPortal>('admin');

export function ExamPortalProvider({ portal, children }: { portal: ExamPortal; children: ReactNode }) {
  return <ExamPortalContext.Provider value={portal}>{children}</ExamPortalContext.Provider>;
}

export const useExamPortal = () => useContext(ExamPortalContext);

// Each hook below holds both portals' endpoint and hands out the one of the portal in use; the
// other is never called. Their arguments and replies have the same shape.

const pick = <Hook,>(portal: ExamPortal, admin: Hook, college: Hook) =>
  portal === 'college' ? college : admin;

/** A mutation hook's reply as the components read it: a trigger, and whether it is under way. */
type Failure = ApiError | SerializedError;
type Outcome<Result> = { data: Result; error?: undefined } | { data?: undefined; error: Failure };
type PortalMutation<Arg, Result> = readonly [(arg: Arg) => Promise<Outcome<Result>>, { isLoading: boolean }];

/** The two portals' endpoints have distinct cache tags, so their hooks' types differ in name only. */
const pickMutation = <Arg, Result>(
  portal: ExamPortal,
  admin: PortalMutation<Arg, Result>,
  college: PortalMutation<Arg, Result>,
): PortalMutation<Arg, Result> => (portal === 'college' ? college : admin);

export function useExamQuery(examId: number | null) {
  const portal = useExamPortal();
  const admin = useGetAdminExamQuery(examId ?? 0, { skip: examId === null || portal !== 'admin' });
  const college = useGetCollegeExamQuery(examId ?? 0, { skip: examId === null || portal !== 'college' });
  return pick(portal, admin, college);
}

export function useCreateCollegeExam() {
  return pickMutation(useExamPortal(), useCreateCollegeExamMutation(), useCreateOwnCollegeExamMutation());
}

export function useUpdateExam() {
  return pickMutation(useExamPortal(), useUpdateExamMutation(), useUpdateCollegeExamMutation());
}

export function useToggleExamStatus() {
  return pickMutation(useExamPortal(), useToggleExamStatusMutation(), useToggleCollegeExamStatusMutation());
}

export function useReorderQuestions() {
  return pickMutation(
    useExamPortal(),
    useReorderQuestionsMutation(),
    useReorderCollegeExamQuestionsMutation(),
  );
}

export function useAttachQuestions() {
  return pickMutation(useExamPortal(), useAttachQuestionsMutation(), useAttachCollegeExamQuestionsMutation());
}

export function useDetachQuestion() {
  return pickMutation(useExamPortal(), useDetachQuestionMutation(), useDetachCollegeExamQuestionMutation());
}

export function useUpdateQuestion() {
  return pickMutation(useExamPortal(), useUpdateQuestionMutation(), useUpdateCollegeQuestionMutation());
}

export function useDeleteQuestion() {
  return pickMutation(useExamPortal(), useDeleteQuestionMutation(), useDeleteCollegeQuestionMutation());
}

export function useImportQuestions() {
  return pickMutation(useExamPortal(), useImportQuestionsMutation(), useImportCollegeExamQuestionsMutation());
}

export function useImportBankQuestions() {
  return pickMutation(
    useExamPortal(),
    useImportBankQuestionsMutation(),
    useImportCollegeBankQuestionsMutation(),
  );
}

export function useDownloadQuestionTemplate() {
  return pickMutation(
    useExamPortal(),
    useDownloadQuestionTemplateMutation(),
    useDownloadCollegeQuestionTemplateMutation(),
  );
}

export function useExportExamQuestions() {
  return pickMutation(
    useExamPortal(),
    useExportExamQuestionsMutation(),
    useExportCollegeExamQuestionsMutation(),
  );
}

/** Questions chosen from the bank as a file: any for the admins, a college's own bank's for it. */
export function useExportBankQuestions() {
  return pickMutation(
    useExamPortal(),
    useExportBankQuestionsMutation(),
    useExportCollegeBankQuestionsMutation(),
  );
}

/**
 * A page of the bank to pick from: the admins see every question of `scope`; a college, its own
 * bank (`college`) or the platform's (`platform`).
 */
export function useBankQuestionsQuery(
  args: { page: number; search: string; scope: Exclude<QuestionScope, 'all'> },
  options: { skip: boolean },
) {
  const portal = useExamPortal();
  const admin = useGetBankQuestionsQuery(args, { skip: options.skip || portal !== 'admin' });
  const college = useGetCollegeBankQuestionsQuery(args, { skip: options.skip || portal !== 'college' });
  return pick(portal, admin, college);
}

type ExamRef = { id: number; kind: ExamKind };
type ExamHrefs = {
  list: (kind: ExamKind) => string;
  edit: (exam: ExamRef) => string;
  questions: (exam: ExamRef) => string;
};

const ADMIN_HREFS: ExamHrefs = {
  list: getExamListHref,
  edit: getEditExamHref,
  questions: getExamQuestionsHref,
};

const COLLEGE_HREFS: ExamHrefs = {
  list: () => paths.college.scheduledExams.href(),
  edit: ({ id }) => paths.college.editExam.href({ examId: id }),
  questions: ({ id }) => paths.college.examQuestions.href({ examId: id }),
};

/** Where the portal's exam pages are: the admin's one per kind, the college's own. */
export const useExamHrefs = (): ExamHrefs => pick(useExamPortal(), ADMIN_HREFS, COLLEGE_HREFS);
