import type { AppContext } from '../../context.ts';
import type { PagePreview } from '../../plugins/web-app.ts';
import { catalogueCache } from './catalogue-cache.ts';

/** `/Catalogue/{courseIdSlug}`, as the web's path table has it (case and a trailing slash aside). */
const PUBLIC_COURSE_PATH = /^\/catalogue\/([^/]+)\/?$/i;
/** `{id}` or `{id}-{slug}`; anything else names no course. */
const ID_SLUG = /^(\d+)(?:-.*)?$/;
const LARGEST_ID = 2_147_483_647;
/** Link previews cut a description near here (as the page's own meta description does). */
const DESCRIPTION_LENGTH = 160;

function shorten(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 100 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * What a link preview (WhatsApp, Slack, a crawler) reads from a public course page's HTML
 * (decision 030): the course's title, description, picture and own address, from the visitor's
 * cached copy. `undefined` for any other path; `null` for a course no visitor may see, which the
 * server answers 404.
 */
export function coursePreviews(ctx: AppContext) {
  const catalogue = catalogueCache(ctx);
  const origin = ctx.env.publicUrl.replace(/\/$/, '');
  return async (pathname: string): Promise<PagePreview | null | undefined> => {
    const match = PUBLIC_COURSE_PATH.exec(pathname);
    if (match === null) return undefined;
    const courseId = Number(ID_SLUG.exec(match[1] ?? '')?.[1] ?? Number.NaN);
    if (!Number.isSafeInteger(courseId) || courseId < 1 || courseId > LARGEST_ID) return null;
    const { course } = await catalogue.publicCourse(courseId);
    if (course === null) return null;
    const image = course.image === null ? null : new URL(course.image, `${origin}/`).href;
    return {
      title: course.title,
      description: shorten(course.description),
      image,
      url: `${origin}/Catalogue/${course.slug === '' ? course.id : `${course.id}-${course.slug}`}`,
    };
  };
}
