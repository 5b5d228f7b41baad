const LINK_CLASS =
  'break-all text-slate-700 underline underline-offset-4 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** An email address that opens the reader's mail program. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={LINK_CLASS}>
      {email}
    </a>
  );
}

/** A phone number that dials on a phone. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={LINK_CLASS}>
      {phone}
    </a>
  );
}
