import { useLingui } from '@lingui/react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { joinClassNames } from '../../../lib/class-names';

/** The frame of the sign-up, code and recovery pages: one card with the page's single h1. */
export function AccountCard({
  title,
  description,
  children,
  footer,
  isWide = false,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** The sign-up forms lay their fields out in two columns. */
  isWide?: boolean;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef({ title, locale });

  // A page that moves to its next step (code sent, email verified) changes its title; focus
  // follows, so keyboard and screen-reader users start the new step at its top, not at <body>.
  // A title that changed with the language is the same step: focus stays on the language switch.
  // In the commit that shows the new title (a layout effect), so there is no moment, however
  // short, when the new step is on screen and focus is still on <body>.
  useLayoutEffect(() => {
    const isSameStep = shown.current.title === title || shown.current.locale !== locale;
    shown.current = { title, locale };
    if (!isSameStep) headingRef.current?.focus();
  }, [title, locale]);

  return (
    <div className={joinClassNames('mx-auto w-full px-4 py-12 sm:py-16', isWide ? 'max-w-4xl' : 'max-w-md')}>
      <Card className="p-6 sm:p-8">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
        >
          {title}
        </h1>
        {description && <div className="mt-2 text-slate-600">{description}</div>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 space-y-2 text-center text-sm text-slate-700">{footer}</div>}
      </Card>
    </div>
  );
}
