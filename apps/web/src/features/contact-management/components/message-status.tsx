import { Trans } from '@lingui/react/macro';
import type { ContactMessage } from '@vidya/contract';
import { Badge } from '../../../components/ui/badge';

/** Where a message stands: unread, and handled or still open. */
export function MessageStatus({ message }: { message: Pick<ContactMessage, 'is_read' | 'is_handled'> }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {!message.is_read && (
        <Badge tone="warning">
          <Trans>Unread</Trans>
        </Badge>
      )}
      {message.is_handled ? (
        <Badge tone="success">
          <Trans>Handled</Trans>
        </Badge>
      ) : (
        <Badge>
          <Trans>Open</Trans>
        </Badge>
      )}
    </span>
  );
}
