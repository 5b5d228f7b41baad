import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../lib/paths';
import { useNotice } from '../../../lib/navigation-notice';
import { getBrandName } from '../../../lib/site-config';
import { useWhenOnScreen } from '../../../lib/use-when-on-screen';
import { FloatingIcons } from '../components/floating-icons';
import { HeroCarousel } from '../components/hero-carousel';

const BelowTheFold = lazy(() =>
  import('../components/below-the-fold').then((module) => ({ default: module.BelowTheFold })),
);

type SlideText = {
  title: MessageDescriptor;
  text: MessageDescriptor;
  action: { label: MessageDescriptor; to: string };
};

const SLIDES: SlideText[] = [
  {
    title: msg`Learn the skills employers ask for`,
    text: msg`Courses in programming, data science, AI and aptitude that you follow at your own pace, with your progress saved lesson by lesson and a certificate when you finish.`,
    action: { label: msg`Start learning`, to: paths.studentLogin.href() },
  },
  {
    title: msg`Training that gets you placement-ready`,
    text: msg`Mentor-led AI programmes and specialised courses, with projects, timed tests and results you can act on.`,
    action: { label: msg`Explore training`, to: paths.training.href() },
  },
  {
    title: msg`Bring your whole college on board`,
    text: msg`Approve your students, schedule your own exams and follow every batch’s results. Tell us about your college and we will help you set up.`,
    action: { label: msg`Talk to us`, to: paths.contactUs.href() },
  },
];

export function LandingPage() {
  const { t } = useLingui();
  const notice = useNotice();
  const brand = getBrandName();
  const slides = SLIDES.map(({ title, text, action }) => ({
    title: t(title),
    text: t(text),
    action: { label: t(action.label), to: action.to },
  }));
  const { hash } = useLocation();
  const [observeFold, isFoldOnScreen] = useWhenOnScreen();
  // The hero fills the first screen; what lies under it loads once the visitor scrolls there,
  // or at once when a #link asks for one of its sections.
  const isBelowTheFoldWanted = isFoldOnScreen || hash.length > 1;
  return (
    <>
      <section
        aria-labelledby="landing-heading"
        className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-indigo-950 text-white"
      >
        <FloatingIcons />
        <div className="relative mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          {/* Plain text rather than the Alert component: its icons would weigh on every first visit. */}
          {notice !== null && (
            <p
              role="status"
              className="mb-8 max-w-2xl rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
            >
              {notice}
            </p>
          )}
          <h1
            id="landing-heading"
            className="text-sm font-semibold tracking-widest text-indigo-200 uppercase"
          >
            <Trans>{brand}: courses, exams and certificates for students and colleges</Trans>
          </h1>
          <div className="mt-6">
            <HeroCarousel slides={slides} label={t`Highlights`} />
          </div>
        </div>
      </section>
      {/* Holds the space the sections will fill, so the footer never flashes into view and jumps. */}
      {isBelowTheFoldWanted ? (
        <Suspense fallback={<div className="min-h-[150vh]" />}>
          <BelowTheFold />
        </Suspense>
      ) : (
        <div ref={observeFold} className="min-h-[150vh]" />
      )}
    </>
  );
}
