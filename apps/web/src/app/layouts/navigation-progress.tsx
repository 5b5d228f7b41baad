import { useLingui } from '@lingui/react/macro';
import { useNavigation } from 'react-router';

/**
 * A thin bar across the top of the window while the router opens the next page (its code or its
 * data), shown from the moment a link is followed (issue #17): on a slow connection the click is
 * seen to have worked. With reduced motion the bar stands still.
 */
export function NavigationProgress() {
  const { t } = useLingui();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t`Opening the page`}
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-indigo-100"
    >
      <div className="h-full w-1/3 animate-navigation-progress bg-indigo-700 motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
