import type { ManagedCollege } from '@vidya/contract';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../lib/paths';

/** "Pune, Maharashtra", or a dash when the college gave neither. */
export const formatPlace = ({ city, state }: Pick<ManagedCollege, 'city' | 'state'>): string =>
  [city, state].filter((part) => part !== null && part.trim() !== '').join(', ') || '—';

export const getCollegeDetailsHref = (collegeId: number) => paths.admin.collegeDetails.href({ collegeId });

/** The college's name, leading to its detail page. */
export function CollegeNameLink({ college }: { college: Pick<ManagedCollege, 'id' | 'college_name'> }) {
  return <TextLink to={getCollegeDetailsHref(college.id)}>{college.college_name}</TextLink>;
}

/** Who to talk to at the college, and how. */
export function CollegeContact({ college }: { college: Pick<ManagedCollege, 'contact_person' | 'email'> }) {
  return (
    <div className="min-w-40">
      <p className="text-slate-900">{college.contact_person}</p>
      <a
        href={`mailto:${college.email}`}
        className="text-sm break-all text-slate-600 underline underline-offset-4 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {college.email}
      </a>
    </div>
  );
}
