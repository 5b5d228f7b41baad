import { GENERIC_ERRORS } from '@vidya/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, stubApi } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const RECEIVED = 'Thank you. Your message has reached us and we will reply by email.';

async function fillForm(
  user: ReturnType<typeof renderApp>['user'],
  message = 'Do you run batches for colleges in Pune?',
) {
  await user.type(await screen.findByLabelText('Your name'), 'Meena Joshi');
  await user.type(screen.getByLabelText('Email'), 'meena@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Batch training');
  await user.type(screen.getByLabelText('Message'), message);
}

describe('the contact form', () => {
  it('explains each missing or wrong field and sends nothing', async () => {
    const { fetchMock } = stubApi({});
    const { user } = renderApp({ path: '/ContactUs' });
    await user.type(await screen.findByLabelText('Email'), 'meena@');
    await user.type(screen.getByLabelText('Phone (optional)'), '12');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Enter your name.'),
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Phone (optional)')).toHaveAccessibleDescription(
      'If you would like a call back. Enter a valid phone number, e.g. +91 98200 11223.',
    );
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Enter a subject.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      '2 of 5,000 characters. Tell us a little more (at least 10 characters).',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a message over 5,000 characters next to the field', async () => {
    const { fetchMock } = stubApi({});
    const { user } = renderApp({ path: '/ContactUs' });
    await fillForm(user, 'x');
    const message = screen.getByLabelText('Message');
    await user.clear(message);
    await user.click(message);
    await user.paste('a'.repeat(5_001));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(message).toHaveAccessibleDescription(
        '5,001 of 5,000 characters. Message must be at most 5000 characters.',
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message, says it arrived, and clears every field, Phone included', async () => {
    const { callsTo } = stubApi({
      'POST /api/contact/messages/': () => ({ status: 201, body: { detail: RECEIVED } }),
    });
    const { user } = renderApp({ path: '/ContactUs' });
    await fillForm(user);
    await user.type(screen.getByLabelText('Phone (optional)'), '+91 98200 11223');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RECEIVED);
    for (const label of ['Your name', 'Email', 'Phone (optional)', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label), label).toHaveValue('');
    }
    expect(await callsTo('POST /api/contact/messages/')[0]?.json()).toEqual({
      name: 'Meena Joshi',
      email: 'meena@example.com',
      phone: '+91 98200 11223',
      subject: 'Batch training',
      message: 'Do you run batches for colleges in Pune?',
      language: 'en',
    });
  });

  it('keeps everything typed when the server refuses, and says why', async () => {
    stubApi({
      'POST /api/contact/messages/': () =>
        errorReply(429, 'Request was throttled. Expected available in 3000 seconds.', { code: 'throttled' }),
    });
    const { user } = renderApp({ path: '/ContactUs' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_ERRORS.rateLimited);
    expect(screen.getByLabelText('Message')).toHaveValue('Do you run batches for colleges in Pune?');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it("places the server's field errors next to their fields", async () => {
    stubApi({
      'POST /api/contact/messages/': () =>
        errorReply(400, 'Invalid subject: too vague', {
          errors: { subject: ['Please describe the topic.'] },
        }),
    });
    const { user } = renderApp({ path: '/ContactUs' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Please describe the topic.'),
    );
    expect(screen.getByLabelText('Subject')).toHaveValue('Batch training');
  });
});
