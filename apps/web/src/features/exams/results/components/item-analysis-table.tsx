import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type ItemAnalysisItem, type ItemFlag } from '@vidya/contract';
import { DataTable, type DataColumn } from '../../../../components/data-table/data-table';
import { SkeletonRows } from '../../../../components/data-table/skeleton-rows';
import { Alert } from '../../../../components/ui/alert';
import { QueryError } from '../../../../components/ui/query-error';
import { formatNumber } from '../../../../lib/format';
import { useGetCollegeItemAnalysisQuery } from '../college-api';

/** Each flag in words: what it means and what to do about it. */
const FLAG_TEXTS: Record<ItemFlag, MessageDescriptor> = {
  negative_discrimination: msg`Weaker students did better than stronger ones: check the answer key and the wording.`,
  too_easy: msg`Almost everyone answered correctly (over 95 %): it tells students apart very little.`,
  too_hard: msg`Almost nobody answered correctly (under 10 %): check the answer key, or whether it was taught.`,
};

const share = (value: number) => `${Math.round(value * 1000) / 10}%`;
const index = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

/**
 * ExamDetails' item analysis (docs/exams.md "Item analysis"): per question, the share who answered
 * correctly, the discrimination index, how many picked each option (the correct one named), and
 * the flags explained in words. Before 10 finished attempts it says how many there are so far.
 */
export function ItemAnalysisTable({ examId }: { examId: number }) {
  const { t, i18n } = useLingui();
  const { data, error, isLoading, refetch } = useGetCollegeItemAnalysisQuery(examId);

  let content;
  if (isLoading) content = <SkeletonRows label={t`Loading the item analysis`} />;
  else if (error !== undefined || data === undefined)
    content = (
      <QueryError error={error} fallback={FALLBACK_MESSAGES.examDetailFetch} onRetry={() => void refetch()} />
    );
  else if (!data.available) {
    const finished = data.finished_attempts;
    const required = data.required_attempts;
    content = (
      <Alert tone="info">
        <Trans>
          The item analysis appears once {required} attempts are finished; {finished} are so far.
        </Trans>
      </Alert>
    );
  } else {
    const columns: DataColumn<ItemAnalysisItem>[] = [
      {
        id: 'question',
        header: t`Question`,
        cell: (item) => (
          <span>
            <span className="font-medium">{item.position}.</span> {item.question_text}
          </span>
        ),
      },
      { id: 'facility', header: t`Answered correctly`, cell: (item) => share(item.facility) },
      { id: 'discrimination', header: t`Discrimination`, cell: (item) => index(item.discrimination) },
      {
        id: 'options',
        header: t`Options picked`,
        cell: (item) => {
          const blank = item.option_counts.unanswered;
          return (
            <ul className="text-sm">
              {item.options.map((key) => {
                const letter = key.toUpperCase();
                const picked = formatNumber(item.option_counts[key]);
                return (
                  <li key={key} className={key === item.correct_answer ? 'font-semibold' : undefined}>
                    {key === item.correct_answer ? t`${letter} (correct): ${picked}` : `${letter}: ${picked}`}
                  </li>
                );
              })}
              <li>{t`Unanswered: ${blank}`}</li>
            </ul>
          );
        },
      },
      {
        id: 'flags',
        header: t`Flags`,
        cell: (item) =>
          item.flags.length === 0 ? (
            <span className="text-slate-700">{t`None`}</span>
          ) : (
            <ul className="space-y-1 text-sm text-amber-900">
              {item.flags.map((flag) => (
                <li key={flag}>
                  <span aria-hidden="true">⚠ </span>
                  {i18n._(FLAG_TEXTS[flag])}
                </li>
              ))}
            </ul>
          ),
      },
    ];
    const analysed = data.finished_attempts;
    const groupSize = data.group_size;
    content = (
      <>
        <p className="text-sm text-slate-700">
          <Trans>
            From each student&apos;s best finished attempt ({analysed} in all). Discrimination compares the
            top {groupSize} students with the bottom {groupSize}: from −1 to 1, higher means the question
            tells stronger students from weaker ones.
          </Trans>
        </p>
        <DataTable
          caption={t`Item analysis, one row per question`}
          columns={columns}
          rows={data.items}
          getRowId={(item) => item.question}
          empty={t`This exam has no questions.`}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="item-analysis-heading" className="space-y-4">
      <h2 id="item-analysis-heading" className="text-xl font-semibold text-slate-900">
        {t`Item analysis`}
      </h2>
      {content}
    </section>
  );
}
