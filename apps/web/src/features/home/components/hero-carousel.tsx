import { useLingui } from '@lingui/react/macro';
import { CAROUSEL_INTERVAL_MS } from '@vidya/contract';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useId, useState, type FocusEvent } from 'react';
import { LinkButton } from '../../../components/ui/button';
import { joinClassNames } from '../../../lib/class-names';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion';

export type HeroSlide = {
  title: string;
  text: string;
  action: { label: string; to: string };
};

/**
 * 'auto': rotates unless the visitor prefers reduced motion. 'playing': the visitor pressed play.
 * 'stopped': the visitor pressed pause or moved keyboard focus into the carousel.
 */
type PlayState = 'auto' | 'playing' | 'stopped';

const controlClassName =
  'grid h-11 w-11 place-items-center rounded-full bg-white/10 text-white ring-1 ring-white/30 transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * The landing page's hero carousel (WAI-ARIA APG carousel): it advances every
 * CAROUSEL_INTERVAL_MS and wraps; it pauses while hovered, stops when keyboard focus enters it or
 * the pause button is pressed, and never moves by itself for visitors who prefer reduced motion.
 * Only the current slide is exposed; while nothing rotates, a slide change is announced politely.
 */
export function HeroCarousel({ slides, label }: { slides: HeroSlide[]; label: string }) {
  const { t } = useLingui();
  const slidesId = useId();
  const [activeIndex, setActiveIndex] = useState(0);
  const [playState, setPlayState] = useState<PlayState>('auto');
  const [isHovered, setIsHovered] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();
  const wantsRotation = playState === 'playing' || (playState === 'auto' && !prefersReducedMotion);
  const isRotating = wantsRotation && !isHovered;
  const count = slides.length;

  useEffect(() => {
    if (!isRotating || count < 2) return;
    const timer = window.setTimeout(
      () => setActiveIndex((index) => (index + 1) % count),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [isRotating, activeIndex, count]);

  const show = (index: number) => setActiveIndex((index + count) % count);

  const stopWhenFocusArrives = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (!(from instanceof Node) || !event.currentTarget.contains(from)) setPlayState('stopped');
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={stopWhenFocusArrives}
      className="relative"
    >
      <div id={slidesId} aria-live={isRotating ? 'off' : 'polite'} className="grid">
        {slides.map((slide, index) => {
          const isActive = index === activeIndex;
          const number = index + 1;
          return (
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={t`${number} of ${count}`}
              aria-hidden={isActive ? undefined : true}
              inert={!isActive}
              className={joinClassNames(
                '[grid-area:1/1] motion-safe:transition-opacity motion-safe:duration-700',
                isActive ? 'opacity-100' : 'opacity-0',
              )}
            >
              <h2 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
                {slide.title}
              </h2>
              <p className="mt-6 max-w-2xl text-lg leading-8 text-indigo-100">{slide.text}</p>
              <LinkButton to={slide.action.to} variant="inverse" size="lg" className="mt-10">
                {slide.action.label}
              </LinkButton>
            </div>
          );
        })}
      </div>
      <div className="mt-10 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={controlClassName}
          aria-label={wantsRotation ? t`Pause the slide show` : t`Play the slide show`}
          onClick={() => setPlayState(wantsRotation ? 'stopped' : 'playing')}
        >
          {wantsRotation ? (
            <Pause aria-hidden="true" className="h-5 w-5" />
          ) : (
            <Play aria-hidden="true" className="h-5 w-5" />
          )}
        </button>
        <button
          type="button"
          className={controlClassName}
          aria-controls={slidesId}
          aria-label={t`Previous slide`}
          onClick={() => show(activeIndex - 1)}
        >
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        </button>
        <button
          type="button"
          className={controlClassName}
          aria-controls={slidesId}
          aria-label={t`Next slide`}
          onClick={() => show(activeIndex + 1)}
        >
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </button>
        <ul className="ml-2 flex items-center gap-1" aria-label={t`Choose a slide`}>
          {slides.map((slide, index) => {
            const number = index + 1;
            const title = slide.title;
            return (
              <li key={slide.title}>
                <button
                  type="button"
                  aria-controls={slidesId}
                  aria-current={index === activeIndex ? 'true' : undefined}
                  aria-label={t`Slide ${number}: ${title}`}
                  onClick={() => show(index)}
                  className="group grid h-11 w-8 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  <span
                    aria-hidden="true"
                    className={joinClassNames(
                      'block h-2.5 rounded-full transition-all',
                      index === activeIndex ? 'w-7 bg-white' : 'w-2.5 bg-white/50 group-hover:bg-white/80',
                    )}
                  />
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
