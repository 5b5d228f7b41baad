import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentInvitation } from '@vidya/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { describeFailure } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import {
  useAcceptJoinRequestMutation,
  useDeclineJoinRequestMutation,
  useGetJoinRequestsQuery,
} from '../invitations-api';

type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * The colleges inviting the signed-in student to join them, each to accept (linked and approved
 * at once) or decline. Nothing shows while there is none, or if the list cannot be read: the
 * dashboard's other parts matter more, and the invitation email says where to answer.
 */
export function JoinRequests() {
  const { t } = useLingui();
  const { data: requests = [] } = useGetJoinRequestsQuery(undefined);
  const [accept, accepting] = useAcceptJoinRequestMutation();
  const [decline, declining] = useDeclineJoinRequestMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const isBusy = accepting.isLoading || declining.isLoading;

  const answer = async (request: StudentInvitation, isAccepting: boolean) => {
    setOutcome(null);
    const college = request.college_name;
    const result = isAccepting ? await accept(request.id) : await decline(request.id);
    if (result.error !== undefined) {
      setOutcome({
        tone: 'error',
        text: describeFailure(result.error, t`Your answer could not be saved. Please try again.`),
      });
      return;
    }
    setOutcome({
      tone: 'success',
      text: isAccepting
        ? t`You joined ${college}. Its exams are open to you.`
        : t`You declined the invitation of ${college}.`,
    });
  };

  return (
    <>
      {outcome !== null && (
        <Alert tone={outcome.tone} className="mb-6">
          {outcome.text}
        </Alert>
      )}
      {requests.length > 0 && (
        <Card className="mb-6">
          <h2 className="mb-4 text-lg font-semibold text-slate-900">
            <Trans>Invitations from colleges</Trans>
          </h2>
          <ul className="space-y-4">
            {requests.map((request) => {
              const college = request.college_name;
              const roll = request.roll_number;
              const until = formatDate(request.expires_at);
              return (
                <li
                  key={request.id}
                  className="flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0"
                >
                  <div>
                    <p className="font-medium text-slate-900">{college}</p>
                    <p className="text-sm text-slate-700">
                      {roll === null ? (
                        <Trans>Invites you to join it, already approved. Answer by {until}.</Trans>
                      ) : (
                        <Trans>
                          Invites you to join it, already approved, with the roll number {roll}. Answer by{' '}
                          {until}.
                        </Trans>
                      )}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      disabled={isBusy}
                      aria-label={t`Accept the invitation of ${college}`}
                      onClick={() => void answer(request, true)}
                    >
                      <Trans>Accept</Trans>
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={isBusy}
                      aria-label={t`Decline the invitation of ${college}`}
                      onClick={() => void answer(request, false)}
                    >
                      <Trans>Decline</Trans>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
    </>
  );
}
