import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/** An underlined in-text link, distinguishable without relying on colour. */
export function TextLink(props: ComponentProps<typeof Link>) {
  return (
    <Link
      className="rounded-sm font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      {...props}
    />
  );
}
