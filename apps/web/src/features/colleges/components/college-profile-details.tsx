import { Trans, useLingui } from '@lingui/react/macro';
import type { CollegeProfile } from '@vidya/contract';
import { Badge } from '../../../components/ui/badge';
import { DetailsList } from '../../../components/ui/details-list';
import { formatDate } from '../../../lib/format';

const joinAddress = (profile: CollegeProfile) =>
  [profile.address, profile.city, profile.state]
    .filter((part) => part !== null && part.trim() !== '')
    .join(', ');

export function CollegeProfileDetails({ profile }: { profile: CollegeProfile }) {
  const { t } = useLingui();
  const notProvided = t`Not provided`;
  return (
    <DetailsList
      items={[
        {
          label: t`Approval`,
          value: profile.is_approved_by_admin ? (
            <Badge tone="success">
              <Trans>Approved</Trans>
            </Badge>
          ) : (
            <Badge tone="warning">
              <Trans>Pending admin approval</Trans>
            </Badge>
          ),
        },
        { label: t`Contact person`, value: profile.contact_person },
        { label: t`Email`, value: profile.email },
        { label: t`Phone`, value: profile.phone ?? notProvided },
        { label: t`Address`, value: joinAddress(profile) || notProvided },
        { label: t`Website`, value: profile.website ?? notProvided },
        { label: t`Registered on`, value: formatDate(profile.date_joined) },
      ]}
    />
  );
}
