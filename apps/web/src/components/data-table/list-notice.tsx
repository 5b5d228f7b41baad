import { Alert } from '../ui/alert';

/** What the last action on a list did: "3 courses published.", or why it failed. */
export type ListNotice = { tone: 'success' | 'error'; text: string };

/** The outcome of a list action, above the list; nothing until there is one. */
export function ListNoticeAlert({ notice }: { notice: ListNotice | null }) {
  if (notice === null) return null;
  return (
    <Alert tone={notice.tone} className="mb-4">
      {notice.text}
    </Alert>
  );
}
