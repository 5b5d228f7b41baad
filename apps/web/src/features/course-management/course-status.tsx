import { Badge } from '../../components/ui/badge';

/** Published courses are visible to students; drafts only to admins. */
export function CourseStatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? <Badge tone="success">Published</Badge> : <Badge>Draft</Badge>;
}
