import type { ComponentProps } from 'react';
import { joinClassNames } from '../../lib/class-names';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={joinClassNames('rounded-2xl border border-slate-200 bg-white p-6 shadow-sm', className)}
      {...props}
    />
  );
}
