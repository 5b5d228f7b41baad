import { CONTACT_MESSAGE_MAX } from '@vidya/contract';
import { expect, test, uniqueEmail } from './fixtures';

test.describe('Contact Us', () => {
  test('a visitor sends a message and is told it arrived', async ({ page, axe }) => {
    await page.goto('/ContactUs');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await axe('contact page');

    await page.getByLabel('Your name').fill('Nandini Rao');
    await page.getByLabel('Email').fill(uniqueEmail('nandini'));
    await page.getByLabel('Subject').fill('Placement training for our final-year batch');
    await page
      .getByLabel('Message')
      .fill('We are a college in Mysuru with 240 final-year students. Could you tell us about batch sizes?');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Thank you for writing to us' })).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
    await axe('contact page after sending');
  });

  test('a 20 KB message is refused next to the field, and nothing is sent', async ({ page, axe }) => {
    let hasPosted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/contact/messages/')) hasPosted = true;
    });
    await page.goto('/ContactUs');
    await page.getByLabel('Your name').fill('Vikram Singh');
    await page.getByLabel('Email').fill(uniqueEmail('vikram'));
    await page.getByLabel('Subject').fill('A very long question');
    const message = page.getByLabel('Message');
    await message.fill('Please tell me more about the AI Training Program. '.repeat(400).slice(0, 20_000));
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(
      new RegExp(`Message must be at most ${CONTACT_MESSAGE_MAX} characters\\.`),
    );
    await expect(page.getByText('Thank you for writing to us')).toBeHidden();
    await axe('contact form with an error');
    expect(hasPosted).toBe(false);
  });

  test('the server refuses a 20 KB message with a field error too', async ({ request }) => {
    const response = await request.post('/api/contact/messages/', {
      data: {
        name: 'Vikram Singh',
        email: uniqueEmail('vikram.api'),
        subject: 'A very long question',
        message: 'x'.repeat(20_000),
      },
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { detail: string; errors?: Record<string, string[]> };
    expect(body.errors?.message).toEqual([`Message must be at most ${CONTACT_MESSAGE_MAX} characters.`]);
  });
});
