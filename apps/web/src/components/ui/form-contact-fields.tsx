import type { ComponentProps } from 'react';
import { TextField } from './text-field';

type ContactFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'>;

/** An email address, with the keyboard and autofill for one (`autoComplete` may say `username`). */
export function EmailField(props: ContactFieldProps) {
  return <TextField type="email" inputMode="email" autoComplete="email" {...props} />;
}

/** A phone number, with the keyboard and autofill for one. */
export function PhoneField(props: ContactFieldProps) {
  return <TextField type="tel" autoComplete="tel" {...props} />;
}

/** A web address, with the keyboard and autofill for one, and its start as the placeholder. */
export function WebsiteField(props: ContactFieldProps) {
  return <TextField type="url" inputMode="url" autoComplete="url" placeholder="https://" {...props} />;
}
