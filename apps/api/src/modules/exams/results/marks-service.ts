import { PAGE_SIZES, type MarkRow, type MarksScope, type Paginated } from '@vidya/contract';
import type { AppContext } from '../../../context.ts';
import { fieldRefusal } from '../../../lib/app-error.ts';
import { pageOffset, toPage } from '../../../lib/pagination.ts';
import { inBatches, type Cell, type TableExport } from '../../../lib/table-export.ts';
import * as repository from './marks-repository.ts';
import { toAttemptRow } from './management-service.ts';

/** The marks filters as the list and its export receive them (contract MarksFilterQuery). */
export type MarksFilters = {
  scope: MarksScope;
  search?: string | undefined;
  exam?: number | undefined;
  college?: number | undefined;
  submitted_from?: string | undefined;
  submitted_to?: string | undefined;
};

const EXPORT_BATCH = 500;

/** Refuses filters that cannot pick anything sensible, naming the field to fix. */
function toRepositoryFilter(filters: MarksFilters): repository.MarksFilter {
  if (filters.college !== undefined && filters.scope !== 'with_college')
    throw fieldRefusal(
      'marks_college_scope',
      'college',
      'Only marks with a college can be filtered by college: use scope with_college.',
    );
  if (filters.submitted_from && filters.submitted_to && filters.submitted_from > filters.submitted_to)
    throw fieldRefusal(
      'date_range_reversed',
      'submitted_to',
      'submitted_to cannot be before submitted_from.',
    );
  return {
    scope: filters.scope,
    search: filters.search || undefined,
    examId: filters.exam,
    collegeId: filters.college,
    submittedFrom: filters.submitted_from,
    submittedTo: filters.submitted_to,
  };
}

function toMarkRow(row: Omit<repository.MarkListRow, 'total'>): MarkRow {
  return {
    ...toAttemptRow(row),
    college: row.collegeId,
    college_name: row.collegeName,
  };
}

/**
 * The admin's exam marks (MarksWithCollege, MarksWithoutCollege): every finished attempt of the
 * students in one scope, filtered, newest submission first, and the same rows as a file.
 */
export function createMarksService(ctx: AppContext) {
  const { db } = ctx.database;

  return {
    async list(
      query: MarksFilters & { page: number; page_size?: number | undefined },
    ): Promise<Paginated<MarkRow>> {
      const filter = toRepositoryFilter(query);
      const page = { page: query.page, pageSize: query.page_size ?? PAGE_SIZES.adminListLarge };
      const { rows, total } = await repository.pageOfMarks(db, filter, {
        limit: page.pageSize,
        offset: pageOffset(page),
      });
      return toPage(rows.map(toMarkRow), total, page);
    },

    /**
     * The marks the filters pick as a table, read from the database in batches as the file is
     * written. The college column is there only for the marks with a college.
     */
    exportTable(filters: MarksFilters): TableExport {
      const filter = toRepositoryFilter(filters);
      const withCollege = filter.scope === 'with_college';
      const batches = inBatches(EXPORT_BATCH, async (after: repository.MarksCursor | null) => {
        const batch = await repository.marksExportBatch(db, filter, after, EXPORT_BATCH);
        return { rows: batch.rows, last: batch.last };
      });
      return {
        name: withCollege ? 'marks-with-college' : 'marks-without-college',
        header: [
          'attempt_id',
          'student_name',
          'student_email',
          ...(withCollege ? ['college'] : []),
          'exam',
          'attempt_number',
          'status',
          'score',
          'max_score',
          'percentage',
          'result',
          'submitted_at',
        ],
        batches: (async function* () {
          for await (const rows of batches) {
            yield rows.map((row): Cell[] => {
              const mark = toMarkRow(row);
              return [
                mark.attempt,
                mark.student_name,
                mark.student_email,
                ...(withCollege ? [mark.college_name] : []),
                mark.exam_title,
                mark.attempt_number,
                mark.status,
                mark.score,
                mark.max_score,
                mark.percentage,
                mark.passed === null ? null : mark.passed ? 'passed' : 'failed',
                mark.submitted_at,
              ];
            });
          }
        })(),
      };
    },
  };
}
