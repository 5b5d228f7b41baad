import { paths } from '../../../app/paths';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { getBrandName } from '../../../lib/site-config';

const WHO_IT_IS_FOR = [
  {
    title: 'Students',
    text: 'enrol in courses, complete lessons, track their progress, take exams, get their results and certificates, and see how they are performing.',
  },
  {
    title: 'Colleges',
    text: 'approve or unlink their students, hold their own exams, import exam questions and review their students’ results.',
  },
  {
    title: 'Administrators',
    text: 'look after the platform: students, colleges, courses, lessons, exams, questions and the messages visitors send.',
  },
];

export function AboutPage() {
  const brand = getBrandName();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageHeader
        title="About Us"
        description={`${brand} is an open-source learning and examination platform: courses, lessons, exams and certificates in one place.`}
      />
      <section aria-labelledby="who-heading" className="space-y-4">
        <h2 id="who-heading" className="text-xl font-semibold text-slate-900">
          Who it is for
        </h2>
        <ul className="space-y-3 text-slate-700">
          {WHO_IT_IS_FOR.map((item) => (
            <li key={item.title}>
              <strong className="text-slate-900">{item.title}</strong> {item.text}
            </li>
          ))}
        </ul>
        <p className="text-slate-700">
          Questions? <TextLink to={paths.contactUs.href()}>Contact us</TextLink>.
        </p>
      </section>
    </div>
  );
}
