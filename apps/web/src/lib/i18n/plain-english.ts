import type { MessageDescriptor } from '@lingui/core';

/**
 * The English of a message without placeholders, as the build compiled it into the code (a list of
 * text pieces, `vite-plugins/lingui-macros.ts`); undefined for a message with a placeholder.
 */
export function plainEnglishOf(descriptor: MessageDescriptor): string | undefined {
  const message: unknown = descriptor.message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && message.every((piece) => typeof piece === 'string')) return message.join('');
  return undefined;
}
