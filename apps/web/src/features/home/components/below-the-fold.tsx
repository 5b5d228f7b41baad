import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { AptitudeCta } from './aptitude-cta';
import { Audiences } from './audiences';
import { PartnerLogos } from './partner-logos';
import { TrainingPricing } from './training-pricing';
import { TrendingCourses } from './trending-courses';

/**
 * Everything under the hero, loaded after it so the first paint carries only what is on screen.
 * Sections arrive after the router's own scroll to `#hash`, so this repeats it once they exist:
 * /#trending-courses lands on the trending courses whether typed, followed or clicked here.
 */
export function BelowTheFold() {
  const { hash } = useLocation();

  useEffect(() => {
    if (hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash]);

  return (
    <>
      <TrendingCourses />
      <PartnerLogos />
      <AptitudeCta />
      <TrainingPricing />
      <Audiences />
    </>
  );
}
