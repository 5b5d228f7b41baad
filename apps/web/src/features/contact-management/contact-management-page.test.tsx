import type { ContactMessage, ContactMessageDetail } from '@vidya/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paginate } from '../../test/course-fixtures';
import { errorReply, stubApi } from '../../test/fake-server';
import { renderApp, signedInAs } from '../../test/render-app';

function makeMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: 7,
    name: 'Ravi Kumar',
    email: 'ravi.kumar@example.org',
    phone: '+91 98765 43210',
    subject: 'Placement training for our final years',
    message: 'We are a college in Nagpur.\n\nCould you tell us about <b>aptitude</b> assessments?',
    is_read: false,
    read_at: null,
    is_handled: false,
    handled_at: null,
    replies_count: 0,
    created_at: '2026-03-05T04:30:00.000Z',
    ...overrides,
  };
}

const detailOf = (message: ContactMessage, replies: ContactMessageDetail['replies'] = []) => ({
  ...message,
  is_read: true,
  read_at: '2026-03-06T05:00:00.000Z',
  replies,
});

const UNREAD = makeMessage();
const HANDLED = makeMessage({
  id: 8,
  name: 'Meena Pillai',
  email: 'meena@example.org',
  phone: null,
  subject: 'Fees for groups',
  message: 'How much for 40 students?',
  is_read: true,
  read_at: '2026-03-02T05:00:00.000Z',
  is_handled: true,
  handled_at: '2026-03-02T06:00:00.000Z',
  replies_count: 1,
  created_at: '2026-03-01T04:30:00.000Z',
});

const LIST = 'GET /api/contact/messages/';
const DETAIL = 'GET /api/contact/messages/7/';

function stubInbox(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [LIST]: () => ({ body: paginate([UNREAD, HANDLED], { pageSize: 25 }) }),
    [DETAIL]: () => ({ body: detailOf(UNREAD) }),
    ...routes,
  });
}

const openInbox = (search = '') =>
  renderApp({ path: `/AdminDashboard/ContactManagement${search}`, session: signedInAs('admin') });

const listQuery = (callsTo: ReturnType<typeof stubApi>['callsTo']) =>
  new URL(callsTo(LIST).at(-1)!.url).search;

describe('the contact inbox', () => {
  it('lists the messages newest first, 25 a page, with sender, subject, snippet, date and status', async () => {
    const { callsTo } = stubInbox();
    openInbox();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Messages' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Contact messages, page 1 of 1' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    const unread = within(table).getByRole('row', { name: /Ravi Kumar/ });
    expect(within(unread).getByText('ravi.kumar@example.org')).toBeInTheDocument();
    expect(within(unread).getByRole('link', { name: 'Placement training for our final years' })).toHaveClass(
      'font-bold',
    );
    expect(
      within(unread).getByText(
        'We are a college in Nagpur. Could you tell us about <b>aptitude</b> assessments?',
      ),
    ).toBeInTheDocument();
    expect(within(unread).getByText('Unread')).toBeInTheDocument();
    expect(within(unread).getByText('Open')).toBeInTheDocument();
    expect(within(unread).getByText(/5 Mar 2026/)).toBeInTheDocument();

    const handled = within(table).getByRole('row', { name: /Meena Pillai/ });
    expect(within(handled).getByText('Handled')).toBeInTheDocument();
    expect(within(handled).queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.getByText('2 messages in all')).toBeInTheDocument();
    expect(listQuery(callsTo)).toBe('?page=1&page_size=25');
    // Posting to this path is public (Contact Us); the admin's reads carry the admin's token.
    expect(callsTo(LIST)[0]!.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('sends the search trimmed and the status chosen, and keeps them in the address', async () => {
    const { callsTo } = stubInbox();
    const { user, router } = openInbox();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Unread');
    await waitFor(() => expect(listQuery(callsTo)).toBe('?page=1&page_size=25&status=unread'));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  Nagpur  ');
    await waitFor(() => expect(listQuery(callsTo)).toBe('?page=1&page_size=25&search=Nagpur&status=unread'));
    expect(router.state.location.search).toBe('?status=unread&search=Nagpur');
  });

  it('says the spec-style fallback when the list fails without a reason', async () => {
    stubApi({ [LIST]: () => ({ status: 500, body: {} }) });
    openInbox();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch contact messages');
  });

  it('opens a message beside the list: the body as plain text, the sender and the replies, its id in the address', async () => {
    const { callsTo } = stubInbox({
      [DETAIL]: () => ({
        body: detailOf(UNREAD, [
          {
            id: 1,
            author_email: 'admin@example.com',
            body: 'Thank you.\nWe will call you.',
            created_at: '2026-03-06T06:00:00.000Z',
          },
        ]),
      }),
    });
    const { user, router } = openInbox();
    const listCalls = await waitFor(() => {
      expect(callsTo(LIST).length).toBeGreaterThan(0);
      return callsTo(LIST).length;
    });
    await user.click(await screen.findByRole('link', { name: 'Placement training for our final years' }));

    const panel = await screen.findByRole('region', { name: 'Placement training for our final years' });
    expect(router.state.location.search).toBe('?message=7');
    const body = await within(panel).findByText(/Could you tell us about/);
    expect(body.textContent).toBe(
      'We are a college in Nagpur.\n\nCould you tell us about <b>aptitude</b> assessments?',
    );
    expect(body).toHaveClass('whitespace-pre-wrap');
    expect(body.querySelector('b')).toBeNull();
    expect(within(panel).getByRole('link', { name: 'ravi.kumar@example.org' })).toHaveAttribute(
      'href',
      'mailto:ravi.kumar@example.org',
    );
    expect(within(panel).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(within(panel).getByText(/admin@example.com replied on/)).toBeInTheDocument();
    expect(within(panel).getByText(/We will call you/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
    // Opening it marked it read: the list is fetched again to say so.
    await waitFor(() => expect(callsTo(LIST).length).toBeGreaterThan(listCalls));

    await user.click(within(panel).getByRole('button', { name: 'Close the message' }));
    expect(
      screen.queryByRole('region', { name: 'Placement training for our final years' }),
    ).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens the message named in the address on arrival', async () => {
    const { callsTo } = stubInbox();
    openInbox('?message=7');
    expect(
      await screen.findByRole('region', { name: 'Placement training for our final years' }),
    ).toBeInTheDocument();
    expect(callsTo(DETAIL)).toHaveLength(1);
  });

  it('says so when the message named in the address is gone', async () => {
    stubInbox({
      'GET /api/contact/messages/99/': () =>
        errorReply(404, 'Contact message not found. It may have been deleted.', { code: 'not_found' }),
    });
    openInbox('?message=99');
    const panel = await screen.findByRole('region', { name: 'Message' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Contact message not found. It may have been deleted.',
    );
  });

  it('answers by email: the reply is shown with the message, which is then handled', async () => {
    const { callsTo } = stubInbox({
      'POST /api/contact/messages/7/reply/': () => ({
        body: {
          detail: 'Your reply was sent to ravi.kumar@example.org.',
          message: {
            ...detailOf(UNREAD, [
              {
                id: 2,
                author_email: 'admin@example.com',
                body: 'Our team will call you on Monday.',
                created_at: '2026-03-06T07:00:00.000Z',
              },
            ]),
            is_handled: true,
            handled_at: '2026-03-06T07:00:00.000Z',
            replies_count: 1,
          },
        },
      }),
    });
    const { user } = openInbox('?message=7');
    const panel = await screen.findByRole('region', { name: 'Placement training for our final years' });
    expect(await within(panel).findByText('No reply has been sent yet.')).toBeInTheDocument();
    await user.type(
      within(panel).getByRole('textbox', { name: 'Your reply' }),
      'Our team will call you on Monday.',
    );
    await user.click(within(panel).getByRole('button', { name: 'Send reply' }));

    expect(
      await within(panel).findByText('Your reply was sent to ravi.kumar@example.org.'),
    ).toBeInTheDocument();
    expect(await callsTo('POST /api/contact/messages/7/reply/')[0]!.json()).toEqual({
      body: 'Our team will call you on Monday.',
    });
    expect(await within(panel).findByText('Our team will call you on Monday.')).toBeInTheDocument();
    expect(within(panel).getByText('Handled')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
  });

  it("shows the server's words when the reply could not be sent, and keeps what was typed", async () => {
    stubInbox({
      'POST /api/contact/messages/7/reply/': () =>
        errorReply(
          503,
          'Your reply could not be sent: the mail server did not accept it. Nothing was recorded; please try again.',
          { code: 'unavailable' },
        ),
    });
    const { user } = openInbox('?message=7');
    const panel = await screen.findByRole('region', { name: 'Placement training for our final years' });
    const box = await within(panel).findByRole('textbox', { name: 'Your reply' });
    await user.type(box, 'Hello there.');
    await user.click(within(panel).getByRole('button', { name: 'Send reply' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Your reply could not be sent: the mail server did not accept it.',
    );
    expect(box).toHaveValue('Hello there.');
  });

  it('refuses to send an empty reply, and sends the language chosen', async () => {
    const { callsTo } = stubInbox({
      'POST /api/contact/messages/7/reply/': () => ({
        body: { detail: 'sent', message: { ...detailOf(UNREAD), is_handled: true } },
      }),
    });
    const { user } = openInbox('?message=7');
    const panel = await screen.findByRole('region', { name: 'Placement training for our final years' });
    await user.click(await within(panel).findByRole('button', { name: 'Send reply' }));
    expect(await within(panel).findByText('Write your reply.')).toBeInTheDocument();
    expect(callsTo('POST /api/contact/messages/7/reply/')).toHaveLength(0);

    await user.type(within(panel).getByRole('textbox', { name: 'Your reply' }), 'जी हाँ।');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Language of the email' }), 'हिन्दी');
    await user.click(within(panel).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(callsTo('POST /api/contact/messages/7/reply/')).toHaveLength(1));
    expect(await callsTo('POST /api/contact/messages/7/reply/')[0]!.json()).toEqual({
      body: 'जी हाँ।',
      language: 'hi',
    });
  });

  it('marks it handled and unread, without opening it again (which would mark it read)', async () => {
    const changes: unknown[] = [];
    const { callsTo } = stubInbox({
      'PATCH /api/contact/messages/7/': async (request) => {
        const change = (await request.json()) as { is_read?: boolean; is_handled?: boolean };
        changes.push(change);
        return {
          body: {
            detail: 'done',
            message: {
              ...detailOf(UNREAD),
              ...(change.is_handled === true && { is_handled: true, handled_at: '2026-03-06T07:00:00.000Z' }),
              ...(change.is_read === false && { is_read: false, read_at: null }),
            },
          },
        };
      },
    });
    const { user } = openInbox('?message=7');
    const panel = await screen.findByRole('region', { name: 'Placement training for our final years' });
    await user.click(await within(panel).findByRole('button', { name: 'Mark as handled' }));
    expect(await within(panel).findByText('Marked as handled.')).toBeInTheDocument();
    expect(await within(panel).findByRole('button', { name: 'Reopen' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Mark as unread' }));
    expect(await within(panel).findByText('Marked as unread.')).toBeInTheDocument();
    expect(await within(panel).findByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
    expect(within(panel).getByText('Unread')).toBeInTheDocument();

    expect(changes).toEqual([{ is_handled: true }, { is_read: false }]);
    expect(callsTo(DETAIL)).toHaveLength(1);
  });

  it('deletes the message after confirming, closes it and says so; cancelling deletes nothing', async () => {
    const { callsTo } = stubInbox({
      'DELETE /api/contact/messages/7/': () => ({ body: { detail: 'Message deleted.', id: 7 } }),
    });
    const { user, router } = openInbox('?message=7');
    const panel = await screen.findByRole('region', { name: 'Placement training for our final years' });
    await user.click(await within(panel).findByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this message?' });
    expect(within(dialog).getByText(/will be deleted for good, with its 0 replies/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE /api/contact/messages/7/')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted.')).toBeInTheDocument();
    expect(callsTo('DELETE /api/contact/messages/7/')).toHaveLength(1);
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Placement training for our final years' }),
      ).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('');
  });

  it('shows why a deletion failed inside the dialog', async () => {
    stubInbox({
      'DELETE /api/contact/messages/7/': () => ({ status: 500, body: {} }),
    });
    const { user } = openInbox('?message=7');
    const panel = await screen.findByRole('region', { name: 'Placement training for our final years' });
    await user.click(await within(panel).findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The message could not be deleted.');
  });
});
