import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { joinClassNames } from '../../lib/class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'inverse' | 'outlineInverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; isFullWidth?: boolean };

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-indigo-700 text-white shadow-sm hover:bg-indigo-800',
  secondary: 'border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-50',
  ghost: 'text-indigo-800 hover:bg-indigo-50',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
  inverse: 'focus-ring-on-dark bg-white text-indigo-800 shadow-sm hover:bg-indigo-50',
  outlineInverse: 'focus-ring-on-dark border border-indigo-200 text-white hover:bg-white/10',
};

const SIZE_CLASSES: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

/** The classes of a button, for elements that must look like one (links). */
export function getButtonClassName({
  variant = 'primary',
  size = 'md',
  isFullWidth = false,
}: ButtonStyle = {}) {
  return joinClassNames(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    // The two-tone ring of index.css: visible on a filled button and on the page alike.
    'focus-ring',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANT_CLASSES[variant],
    SIZE_CLASSES[size],
    isFullWidth && 'w-full',
  );
}

export type ButtonProps = ComponentProps<'button'> & ButtonStyle;

export function Button({ variant, size, isFullWidth, className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={joinClassNames(getButtonClassName({ variant, size, isFullWidth }), className)}
      {...props}
    />
  );
}

export type LinkButtonProps = ComponentProps<typeof Link> & ButtonStyle;

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function LinkButton({ variant, size, isFullWidth, className, ...props }: LinkButtonProps) {
  return (
    <Link
      className={joinClassNames(getButtonClassName({ variant, size, isFullWidth }), className)}
      {...props}
    />
  );
}
