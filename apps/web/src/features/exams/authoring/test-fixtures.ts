/* eslint-disable lingui/no-unlocalized-strings -- test data the fake server answers with, never part of the app */
import type { AdminExamDetail, AdminExamRow, ExamSummary } from '@vidya/contract';

/** A platform exam as the create endpoints answer it. */
export function makeExamSummary(overrides: Partial<ExamSummary> = {}): ExamSummary {
  return {
    id: 7,
    kind: 'platform',
    title: 'Aptitude Mock Test',
    slug: '7-aptitude-mock-test',
    description: '',
    college: null,
    college_name: null,
    course: null,
    duration_minutes: 60,
    pass_percentage: 40,
    attempts_allowed: 1,
    total_questions: 0,
    total_marks: 0,
    start_time: null,
    end_time: null,
    exam_date: null,
    is_active: false,
    shuffle_questions: false,
    shuffle_options: false,
    results_release: 'immediate',
    results_released_at: null,
    allow_join_by_code: false,
    ...overrides,
  };
}

export function makeExamRow(overrides: Partial<AdminExamRow> = {}): AdminExamRow {
  return {
    ...makeExamSummary(),
    join_code: null,
    attempts_count: 0,
    created_at: '2026-11-01T09:00:00.000Z',
    cancelled_at: null,
    ...overrides,
  };
}

export function makeExamDetail(overrides: Partial<AdminExamDetail> = {}): AdminExamDetail {
  return { ...makeExamRow(), questions: [], questions_locked: false, ...overrides };
}
