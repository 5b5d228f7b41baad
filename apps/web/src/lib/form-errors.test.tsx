import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { readFieldErrors, showFieldErrors } from './form-errors';

type Values = { email: string; phone: string };
const FIELDS = ['email', 'phone'] as const;

/** A form of two fields whose sends get `replies` back in turn, handled the way every form of the app does. */
function RefusedForm({ replies, onShown }: { replies: unknown[]; onShown: (isShown: boolean) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { email: '', phone: '' } });
  const submit = () => onShown(showFieldErrors({ setError }, replies.shift(), FIELDS));
  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      {errors.root?.server && <p role="alert">{errors.root.server.message}</p>}
      <label>
        Email
        <input aria-describedby="email-error" {...register('email')} />
      </label>
      <p id="email-error">{errors.email?.message}</p>
      <label>
        Phone
        <input aria-describedby="phone-error" {...register('phone')} />
      </label>
      <p id="phone-error">{errors.phone?.message}</p>
      <button type="submit">Send</button>
    </form>
  );
}

async function sendAndGet(...replies: unknown[]) {
  const shown: boolean[] = [];
  render(<RefusedForm replies={replies} onShown={(isShown) => shown.push(isShown)} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  return shown;
}

const refusal = (errors: Record<string, string[]>) => ({
  status: 400,
  data: { detail: 'Invalid input', code: 'invalid', errors },
});

describe('showFieldErrors', () => {
  it('puts each message next to its field and focuses the first field in the form’s order', async () => {
    const shown = await sendAndGet(refusal({ phone: ['Too short.'], email: ['Taken.', 'Also bad.'] }));
    expect(shown).toEqual([true]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Taken.');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Too short.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the messages of fields the form does not show as the form’s own message', async () => {
    const shown = await sendAndGet(
      refusal({ email: ['Taken.'], non_field_errors: ['Check the dates.'], image: ['Too big.'] }),
    );
    expect(shown).toEqual([true]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Taken.');
    expect(screen.getByRole('alert')).toHaveTextContent('Check the dates. Too big.');
  });

  it('clears the form’s own message at the next submit', async () => {
    await sendAndGet(refusal({ image: ['Too big.'] }), { status: 409, data: { detail: 'Conflict' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Too big.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      'a refusal without field errors',
      { status: 409, data: { detail: 'Already enrolled.', code: 'conflict' } },
    ],
    ['a network failure', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['a thrown error', new Error('boom')],
  ])('shows nothing and says so for %s', async (_name, error) => {
    const shown = await sendAndGet(error);
    expect(shown).toEqual([false]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('readFieldErrors', () => {
  it('takes the first message of each field the server refused', () => {
    expect(readFieldErrors(refusal({ email: ['Taken.', 'Also bad.'], phone: ['Too short.'] }))).toEqual({
      email: 'Taken.',
      phone: 'Too short.',
    });
  });

  it('is empty when the body has no field errors', () => {
    expect(readFieldErrors({ status: 409, data: { detail: 'Conflict', code: 'conflict' } })).toEqual({});
    expect(readFieldErrors({ status: 'FETCH_ERROR', error: 'x' })).toEqual({});
    expect(readFieldErrors(undefined)).toEqual({});
  });
});
