import type { Locator } from '@playwright/test';
import { DEFAULT_BRAND_NAME } from '@vidya/contract';
import { expect, signInAsDemo, test } from './fixtures';

/**
 * Issue #17: a keyboard user must see where focus is. The focus ring must contrast at least 3:1
 * with the page around the control and with the control itself when it is filled (WCAG 1.4.11):
 * a ring the same indigo as the active sidebar link, or indigo on the dark footer, is not seen.
 */
type RingContrast = { againstPage: number; againstControl: number };

/** Focuses the control from the keyboard and measures its focus ring as Chromium paints it. */
async function focusRingContrast(control: Locator): Promise<RingContrast> {
  // The ring as it settles, not halfway through a colour transition (a filled button fades its
  // colours, outline included, which a slow machine can catch).
  await control.page().addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await control.page().keyboard.press('Shift+Tab'); // keyboard modality, so :focus-visible applies
  await control.focus();
  await expect(control).toBeFocused();
  return control.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2D canvas');
    // Tailwind 4 computes colours as oklch(); the canvas turns any CSS colour into sRGB bytes.
    const toRgb = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    type Rgb = ReturnType<typeof toRgb>;
    const contrast = (one: Rgb, other: Rgb) => {
      const [light, dark] = [luminance(one), luminance(other)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const backgroundOf = (start: Element | null) => {
      for (let node = start; node; node = node.parentElement) {
        const color = toRgb(getComputedStyle(node).backgroundColor);
        if (color.a === 255) return color;
      }
      return toRgb('white');
    };

    const style = getComputedStyle(element);
    const page = backgroundOf(element.parentElement);
    const control = backgroundOf(element);
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 ? toRgb(style.outlineColor) : null;
    const shadow = style.boxShadow === 'none' ? null : /^(\S+\([^)]*\)|#\w+|\w+)/.exec(style.boxShadow)?.[1];
    const inner = shadow ? toRgb(shadow) : null;
    if (!outline && !inner) return { againstPage: 1, againstControl: 1 };
    const outer = outline ?? inner;
    const touching = inner ?? outline;
    const againstPage = outer ? contrast(outer, page) : 1;
    // An unfilled control (a text link) is its page: only the ring against the page matters.
    const isFilled = toRgb(style.backgroundColor).a === 255;
    return { againstPage, againstControl: isFilled && touching ? contrast(touching, control) : againstPage };
  });
}

function expectVisibleRing(measured: RingContrast, what: string) {
  expect(measured.againstPage, `${what}: focus ring against the page`).toBeGreaterThanOrEqual(3);
  expect(measured.againstControl, `${what}: focus ring against the control`).toBeGreaterThanOrEqual(3);
}

test('focus rings stand out on filled buttons, the dark footer and the active sidebar link', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const footerBrand = footer.getByRole('link', { name: DEFAULT_BRAND_NAME, exact: true });
  await footerBrand.scrollIntoViewIfNeeded();
  expectVisibleRing(await focusRingContrast(footerBrand), 'the footer brand link');

  await page.goto('/StudentLogin');
  const signInButton = page.getByRole('button', { name: /^(Sign in|Log in|Login)$/i });
  expectVisibleRing(await focusRingContrast(signInButton), 'the sign-in button');

  await signInAsDemo(page, 'student');
  const sidebar = page.getByRole('navigation', { name: /dashboard/i });
  const activeLink = sidebar.locator('a[aria-current="page"]');
  await expect(activeLink).toBeVisible();
  expectVisibleRing(await focusRingContrast(activeLink), 'the active sidebar link');
});
