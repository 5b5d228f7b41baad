import { BookOpen } from 'lucide-react';
import { joinClassNames } from '../../lib/class-names';

/**
 * A course without a picture shows a panel with a book: `soft` on the course pages and in the
 * student area, `bold` on the public site's course cards.
 */
const PLACEHOLDERS = {
  soft: { panel: 'from-indigo-100 to-sky-100 text-indigo-700', book: 'h-10 w-10' },
  bold: { panel: 'from-indigo-700 to-violet-700 text-white/80', book: 'h-12 w-12' },
} as const;

/**
 * The course picture, or the panel when it has none. Decorative: the title is beside it.
 * `className` sizes it; the picture says 16:9 (640×360), so a box sized by its width alone
 * (`aspect-video`) is reserved before it loads and the cards never push the page about.
 */
export function CourseImage({
  image,
  className,
  placeholder = 'soft',
}: {
  image: string | null;
  className?: string;
  placeholder?: keyof typeof PLACEHOLDERS;
}) {
  if (image !== null) {
    return (
      <img
        src={image}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className={joinClassNames('object-cover', className)}
      />
    );
  }
  const { panel, book } = PLACEHOLDERS[placeholder];
  return (
    <div
      aria-hidden="true"
      className={joinClassNames('grid place-items-center bg-gradient-to-br', panel, className)}
    >
      <BookOpen className={book} />
    </div>
  );
}
