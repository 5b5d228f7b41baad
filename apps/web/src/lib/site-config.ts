import { DEFAULT_BRAND_NAME } from '@vidya/contract';

// The server writes the configured values into these meta tags at run time; a placeholder that
// was never replaced (a bare `vite preview`, tests) means "not configured".
const readMeta = (name: string): string => {
  const content = document.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim() ?? '';
  return /^%[A-Z_]+%$/.test(content) ? '' : content;
};

/** The product's name as configured (BRAND_NAME), else the default. */
export const getBrandName = (): string => readMeta('vidya-brand') || DEFAULT_BRAND_NAME;

/** The support phone number as configured (SUPPORT_PHONE), or '' when there is none. */
export const getSupportPhone = (): string => readMeta('vidya-support-phone');

/** A phone number as a tel: link target (digits and a leading +). */
export const toTelHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
