import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ContactMessageDetail, ContactMessageUpdateBody } from '@vidya/contract';
import { X } from 'lucide-react';
import { useState } from 'react';
import { ListNoticeAlert, type ListNotice } from '../../../components/data-table/list-notice';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DetailsList } from '../../../components/ui/details-list';
import { QueryError } from '../../../components/ui/query-error';
import { SkeletonBlock } from '../../../components/ui/skeleton-block';
import { describeFailure } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import {
  useDeleteContactMessageMutation,
  useOpenContactMessageQuery,
  useUpdateContactMessageMutation,
} from '../api';
import { EmailLink, PhoneLink } from './mail-links';
import { MessageStatus } from './message-status';
import { ReplyForm } from './reply-form';

/**
 * One message opened beside the list: what was sent (as plain text, its line breaks kept), who
 * sent it, the replies so far, a reply form, and buttons to mark it read or unread, handled or
 * open again, and to delete it (after confirming). Opening it marks it read.
 */
export function MessagePanel({
  messageId,
  onClose,
  onDeleted,
}: {
  messageId: number;
  onClose: () => void;
  onDeleted: (notice: string) => void;
}) {
  const { t } = useLingui();
  // Every opening asks the server, which marks the message read then.
  const {
    data: message,
    error,
    isLoading,
    refetch,
  } = useOpenContactMessageQuery(messageId, {
    refetchOnMountOrArgChange: true,
  });
  const headingId = `contact-message-${messageId}`;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id={headingId} className="text-xl font-semibold break-words text-slate-900">
          {message?.subject ?? t`Message`}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label={t`Close the message`}>
          <X aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
      {isLoading ? (
        <div className="space-y-3" role="status" aria-busy="true" aria-label={t`Loading the message`}>
          <SkeletonBlock className="h-5 w-2/3" />
          <SkeletonBlock className="h-24 w-full" />
        </div>
      ) : message === undefined ? (
        <QueryError
          error={error}
          fallback={t`The message could not be loaded.`}
          onRetry={() => void refetch()}
        />
      ) : (
        <MessageBody message={message} onDeleted={onDeleted} />
      )}
    </section>
  );
}

function MessageBody({
  message,
  onDeleted,
}: {
  message: ContactMessageDetail;
  onDeleted: (notice: string) => void;
}) {
  const { t } = useLingui();
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [updateMessage, updating] = useUpdateContactMessageMutation();
  const [deleteMessage, deleting] = useDeleteContactMessageMutation();

  const change = async (body: ContactMessageUpdateBody, done: string) => {
    setNotice(null);
    const result = await updateMessage({ messageId: message.id, change: body });
    setNotice(
      result.error === undefined
        ? { tone: 'success', text: done }
        : { tone: 'error', text: describeFailure(result.error, t`The message could not be updated.`) },
    );
  };

  const confirmDelete = async () => {
    setDeleteError(null);
    const result = await deleteMessage(message.id);
    if (result.error !== undefined) {
      setDeleteError(describeFailure(result.error, t`The message could not be deleted.`));
      return;
    }
    setIsConfirmingDelete(false);
    onDeleted(t`Message deleted.`);
  };

  const subject = message.subject;
  return (
    <div className="space-y-6">
      <MessageStatus message={message} />
      <DetailsList
        items={[
          { label: t`From`, value: message.name },
          { label: t`Email`, value: <EmailLink email={message.email} /> },
          { label: t`Phone`, value: message.phone === null ? '—' : <PhoneLink phone={message.phone} /> },
          { label: t`Received`, value: formatDateTime(message.created_at) },
        ]}
      />
      <div>
        <h3 className="text-sm font-medium text-slate-600">
          <Trans>Message</Trans>
        </h3>
        {/* Plain text, never HTML: React writes it as text; line breaks and spacing are kept. */}
        <p className="mt-1 rounded-lg bg-slate-50 p-4 break-words whitespace-pre-wrap text-slate-900">
          {message.message}
        </p>
      </div>

      <div className="flex flex-wrap gap-2" role="group" aria-label={t`Actions on this message`}>
        <Button
          variant="secondary"
          size="sm"
          disabled={updating.isLoading}
          onClick={() =>
            void (message.is_read
              ? change({ is_read: false }, t`Marked as unread.`)
              : change({ is_read: true }, t`Marked as read.`))
          }
        >
          {message.is_read ? t`Mark as unread` : t`Mark as read`}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={updating.isLoading}
          onClick={() =>
            void (message.is_handled
              ? change({ is_handled: false }, t`Reopened: the message needs attention again.`)
              : change({ is_handled: true }, t`Marked as handled.`))
          }
        >
          {message.is_handled ? t`Reopen` : t`Mark as handled`}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-800 hover:bg-red-50"
          onClick={() => {
            setDeleteError(null);
            setIsConfirmingDelete(true);
          }}
        >
          <Trans>Delete</Trans>
        </Button>
      </div>
      <ListNoticeAlert notice={notice} />

      <section aria-labelledby="contact-replies-heading">
        <h3 id="contact-replies-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Replies</Trans>
        </h3>
        {message.replies.length === 0 ? (
          <p className="mt-2 text-slate-700">
            <Trans>No reply has been sent yet.</Trans>
          </p>
        ) : (
          <ol className="mt-3 space-y-3">
            {message.replies.map((reply) => {
              const author = reply.author_email;
              const sentAt = formatDateTime(reply.created_at);
              return (
                <li key={reply.id} className="rounded-lg border border-slate-200 p-4">
                  <p className="text-sm text-slate-600">
                    <Trans>
                      {author} replied on {sentAt}
                    </Trans>
                  </p>
                  <p className="mt-2 break-words whitespace-pre-wrap text-slate-900">{reply.body}</p>
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <section aria-labelledby="contact-reply-heading" className="border-t border-slate-200 pt-6">
        <h3 id="contact-reply-heading" className="mb-3 text-lg font-semibold text-slate-900">
          <Trans>Reply by email</Trans>
        </h3>
        <ReplyForm message={message} />
      </section>

      <ConfirmDialog
        isOpen={isConfirmingDelete}
        title={t`Delete this message?`}
        confirmLabel={t`Delete`}
        busyLabel={t`Deleting...`}
        isBusy={deleting.isLoading}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setIsConfirmingDelete(false)}
      >
        <p>
          <Trans>
            “{subject}” will be deleted for good, with{' '}
            <Plural value={message.replies.length} one="its # reply" other="its # replies" />. The audit trail
            keeps that you deleted it.
          </Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
