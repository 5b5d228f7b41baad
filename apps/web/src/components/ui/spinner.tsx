import { APP_TEXTS } from '@vidya/contract';
import { useFixedText } from '../../lib/i18n/fixed-texts';
import { joinClassNames } from '../../lib/class-names';

export type SpinnerSize = 'small' | 'medium' | 'large' | 'extraLarge';

const SIZE_CLASSES: Record<SpinnerSize, string> = {
  small: 'h-4 w-4 border-2',
  medium: 'h-8 w-8 border-[3px]',
  large: 'h-12 w-12 border-4',
  extraLarge: 'h-16 w-16 border-[5px]',
};

export type SpinnerProps = {
  size?: SpinnerSize;
  /** Any CSS colour for the moving arc. */
  color?: string;
  /** Shown under the spinner and announced; '' keeps it for screen readers only. */
  text?: string;
  className?: string;
};

export function Spinner({ size = 'medium', color = '#4338ca', text, className }: SpinnerProps) {
  const fixed = useFixedText();
  const loading = fixed(APP_TEXTS.spinnerDefault);
  const shown = text ?? loading;
  return (
    <div
      role="status"
      className={joinClassNames('flex flex-col items-center justify-center gap-3', className)}
    >
      <span
        aria-hidden="true"
        className={joinClassNames('animate-spin rounded-full border-slate-200', SIZE_CLASSES[size])}
        style={{ borderTopColor: color }}
      />
      {shown ? (
        <span className="text-sm font-medium text-slate-700">{shown}</span>
      ) : (
        <span className="sr-only">{loading}</span>
      )}
    </div>
  );
}
