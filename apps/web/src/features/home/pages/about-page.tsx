import { Code2, GraduationCap, Scale } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { LinkButton } from '../../../components/ui/button';
import { getBrandName } from '../../../lib/site-config';
import { FeatureGrid, MarketingHero, MarketingSection } from '../components/marketing';

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

const PRINCIPLES = [
  {
    Icon: GraduationCap,
    title: 'Learning that leads somewhere',
    text: 'Every course ends in something you can show: a result, a project or a certificate with a code anyone can check.',
  },
  {
    Icon: Scale,
    title: 'Fair exams',
    text: 'The server keeps the time and the answers. A slow connection does not lose your work, and nobody sees the answer key before results.',
  },
  {
    Icon: Code2,
    title: 'Open source',
    text: 'The platform’s code is open, so colleges can see how it treats their students’ data, and anyone can improve it.',
  },
];

export function AboutPage() {
  const brand = getBrandName();
  return (
    <>
      <MarketingHero
        eyebrow={brand}
        title="About Us"
        lead={`${brand} is an open-source learning and examination platform: courses, lessons, exams and certificates in one place, built for students and colleges in India.`}
      />
      <MarketingSection id="who" title="Who it is for">
        <ul className="max-w-3xl space-y-4 text-lg text-slate-700">
          {WHO_IT_IS_FOR.map((item) => (
            <li key={item.title}>
              <strong className="text-slate-900">{item.title}</strong> {item.text}
            </li>
          ))}
        </ul>
      </MarketingSection>
      <MarketingSection id="principles" title="What we care about" isTinted>
        <FeatureGrid features={PRINCIPLES} />
      </MarketingSection>
      <MarketingSection
        id="about-contact"
        title="Get in touch"
        intro="Questions, ideas or a college to bring on board?"
      >
        <LinkButton to={paths.contactUs.href()}>Contact us</LinkButton>
      </MarketingSection>
    </>
  );
}
