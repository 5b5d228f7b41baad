import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CONTACT_STATUSES, type ContactMessage, type ContactStatus } from '@vidya/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DataColumn } from '../../../components/data-table/data-table';
import { ListNoticeAlert, type ListNotice } from '../../../components/data-table/list-notice';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { PagedList } from '../../../components/data-table/paged-list';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { joinClassNames } from '../../../lib/class-names';
import { formatDateTime } from '../../../lib/format';
import { useGetContactMessagesQuery } from '../api';
import { MessagePanel } from '../components/message-panel';
import { MessageStatus } from '../components/message-status';

/** The URL parameter naming the open message, so a reload or a shared link opens it again. */
const MESSAGE_PARAM = 'message';
const SNIPPET_LENGTH = 120;

const readMessageId = (value: string | null): number | null => {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
};

const isContactStatus = (value: string): value is ContactStatus =>
  (CONTACT_STATUSES as readonly string[]).includes(value);

/** The start of the message on one line, for the list. */
const snippetOf = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > SNIPPET_LENGTH ? `${line.slice(0, SNIPPET_LENGTH).trimEnd()}…` : line;
};

/**
 * `/AdminDashboard/ContactManagement`: what people sent through Contact Us, newest first, 25 a
 * page, searchable and filtered by status. A message opens beside the list (its id in the URL):
 * read it, answer it by email, mark it, delete it.
 */
export function ContactManagementPage() {
  const { t } = useLingui();
  const list = useListParams<'status'>({ status: '' });
  const statusFilter = list.filter('status');
  const status = isContactStatus(statusFilter) ? statusFilter : '';
  const query = useGetContactMessagesQuery({ page: list.page, search: list.search, status });
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = readMessageId(searchParams.get(MESSAGE_PARAM));
  const [notice, setNotice] = useState<ListNotice | null>(null);

  const hrefOf = (messageId: number) => {
    const next = new URLSearchParams(searchParams);
    next.set(MESSAGE_PARAM, String(messageId));
    return `?${next.toString()}`;
  };

  const closeMessage = () =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(MESSAGE_PARAM);
      return next;
    });

  const columns: DataColumn<ContactMessage>[] = [
    {
      id: 'sender',
      header: t`From`,
      cell: (message) => (
        <div className="min-w-36">
          <p className={message.is_read ? 'text-slate-900' : 'font-bold text-slate-900'}>{message.name}</p>
          <p className="text-sm break-words text-slate-600">{message.email}</p>
        </div>
      ),
    },
    {
      id: 'subject',
      header: t`Subject`,
      cell: (message) => (
        <div className="min-w-48">
          <Link
            to={hrefOf(message.id)}
            aria-current={message.id === openId ? 'true' : undefined}
            className={joinClassNames(
              'text-indigo-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600',
              message.is_read ? 'font-medium' : 'font-bold',
            )}
          >
            {message.subject}
          </Link>
          <p className="mt-1 text-sm text-slate-600">{snippetOf(message.message)}</p>
        </div>
      ),
    },
    {
      id: 'received',
      header: t`Received`,
      cell: (message) => <span className="block min-w-24">{formatDateTime(message.created_at)}</span>,
    },
    { id: 'status', header: t`Status`, cell: (message) => <MessageStatus message={message} /> },
  ];

  return (
    <>
      <PageHeader
        title={t`Contact Messages`}
        description={t`What people sent through Contact Us, newest first. Open a message to read it, answer it by email, mark it handled or delete it.`}
      />
      <ListToolbar
        label={t`Filter contact messages`}
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
        searchHint={t`Name, email, subject or message.`}
        gridClassName="md:grid-cols-[minmax(0,28rem)_minmax(0,14rem)]"
      >
        <SelectField
          label={t`Status`}
          value={status}
          onChange={(event) => list.setFilter('status', event.target.value)}
        >
          <option value="">{t`All messages`}</option>
          <option value="unread">{t`Unread`}</option>
          <option value="read">{t`Read`}</option>
          <option value="open">{t`Open (not handled)`}</option>
          <option value="handled">{t`Handled`}</option>
        </SelectField>
      </ListToolbar>
      <ListNoticeAlert notice={notice} />
      <div
        className={joinClassNames(
          'grid gap-6',
          openId !== null && 'xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]',
        )}
      >
        <div className="min-w-0">
          <PagedList
            query={query}
            title={t`Contact messages`}
            loadingLabel={t`Loading contact messages`}
            failureFallback={t`Failed to fetch contact messages`}
            columns={columns}
            getRowId={(message) => message.id}
            empty={
              list.isFiltered
                ? t`No message matches this search and status.`
                : t`No one has written through Contact Us yet.`
            }
            countLabel={(count) =>
              t`${plural(count, { one: '# message in all', other: '# messages in all' })}`
            }
            pagesLabel={t`Contact message pages`}
            onPageChange={list.setPage}
          />
        </div>
        {openId !== null && (
          <div className="order-first min-w-0 xl:order-none">
            <MessagePanel
              key={openId}
              messageId={openId}
              onClose={closeMessage}
              onDeleted={(text) => {
                closeMessage();
                setNotice({ tone: 'success', text });
              }}
            />
          </div>
        )}
      </div>
    </>
  );
}
