import { Trans } from '@lingui/react/macro';

/** Lets keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-indigo-800 focus:shadow-lg"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
