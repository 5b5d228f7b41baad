import type { CollegeProfile } from '@vidya/contract';
import { Badge } from '../../../components/ui/badge';
import { DetailsList } from '../../../components/ui/details-list';
import { formatDate } from '../../../lib/format';

const NOT_PROVIDED = 'Not provided';

const formatAddress = (profile: CollegeProfile) =>
  [profile.address, profile.city, profile.state]
    .filter((part) => part !== null && part.trim() !== '')
    .join(', ') || NOT_PROVIDED;

export function CollegeProfileDetails({ profile }: { profile: CollegeProfile }) {
  return (
    <DetailsList
      items={[
        {
          label: 'Approval',
          value: profile.is_approved_by_admin ? (
            <Badge tone="success">Approved</Badge>
          ) : (
            <Badge tone="warning">Pending admin approval</Badge>
          ),
        },
        { label: 'Contact person', value: profile.contact_person },
        { label: 'Email', value: profile.email },
        { label: 'Phone', value: profile.phone ?? NOT_PROVIDED },
        { label: 'Address', value: formatAddress(profile) },
        { label: 'Website', value: profile.website ?? NOT_PROVIDED },
        { label: 'Registered on', value: formatDate(profile.date_joined) },
      ]}
    />
  );
}
