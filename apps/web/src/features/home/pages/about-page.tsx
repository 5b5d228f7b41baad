import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Code2, GraduationCap, Scale } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { LinkButton } from '../../../components/ui/button';
import { getBrandName } from '../../../lib/site-config';
import { FeatureGrid, MarketingHero, MarketingSection } from '../components/marketing';

const PRINCIPLES = [
  {
    Icon: GraduationCap,
    title: msg`Learning that leads somewhere`,
    text: msg`Every course ends in something you can show: a result, a project or a certificate with a code anyone can check.`,
  },
  {
    Icon: Scale,
    title: msg`Fair exams`,
    text: msg`The server keeps the time and the answers. A slow connection does not lose your work, and nobody sees the answer key before results.`,
  },
  {
    Icon: Code2,
    title: msg`Open source`,
    text: msg`The platform’s code is open, so colleges can see how it treats their students’ data, and anyone can improve it.`,
  },
];

export function AboutPage() {
  const { t } = useLingui();
  const brand = getBrandName();
  const principles = PRINCIPLES.map(({ Icon, title, text }) => ({ Icon, title: t(title), text: t(text) }));
  return (
    <>
      <MarketingHero
        eyebrow={brand}
        title={t`About Us`}
        lead={t`${brand} is an open-source learning and examination platform: courses, lessons, exams and certificates in one place, built for students and colleges in India.`}
      />
      <MarketingSection id="who" title={t`Who it is for`}>
        <ul className="max-w-3xl space-y-4 text-lg text-slate-700">
          <li>
            <Trans>
              <strong className="text-slate-900">Students</strong> enrol in courses, complete lessons, track
              their progress, take exams, get their results and certificates, and see how they are performing.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong className="text-slate-900">Colleges</strong> approve or unlink their students, hold
              their own exams, import exam questions and review their students’ results.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong className="text-slate-900">Administrators</strong> look after the platform: students,
              colleges, courses, lessons, exams, questions and the messages visitors send.
            </Trans>
          </li>
        </ul>
      </MarketingSection>
      <MarketingSection id="principles" title={t`What we care about`} isTinted>
        <FeatureGrid features={principles} />
      </MarketingSection>
      <MarketingSection
        id="about-contact"
        title={t`Get in touch`}
        intro={t`Questions, ideas or a college to bring on board?`}
      >
        <LinkButton to={paths.contactUs.href()}>
          <Trans>Contact us</Trans>
        </LinkButton>
      </MarketingSection>
    </>
  );
}
