import { msg } from '@lingui/core/macro';

/**
 * The words of a course's price (components/course/course-price.tsx), kept here so they are in the
 * shell's catalogue: the landing page's trending cards show them, and a Hindi visitor's first page
 * loads only the shell's and the landing page's catalogues (lib/i18n/i18n.ts). Written in the
 * component they would be in the shared components' catalogue, which arrives with the next page.
 */
export const COURSE_PRICE_TEXTS = {
  free: msg`Free`,
  price: msg`Price`,
  originalPrice: msg`Original price`,
  percentOff: (percentOff: number) => msg`${percentOff}% off`,
};
