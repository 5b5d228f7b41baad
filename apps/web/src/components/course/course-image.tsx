import { BookOpen } from 'lucide-react';
import { joinClassNames } from '../../lib/class-names';

/** The course picture, or a plain panel with a book when it has none. Decorative: the title is beside it. */
export function CourseImage({ image, className }: { image: string | null; className?: string }) {
  if (image !== null) {
    return <img src={image} alt="" loading="lazy" className={joinClassNames('object-cover', className)} />;
  }
  return (
    <div
      aria-hidden="true"
      className={joinClassNames(
        'grid place-items-center bg-gradient-to-br from-indigo-100 to-sky-100 text-indigo-700',
        className,
      )}
    >
      <BookOpen className="h-10 w-10" />
    </div>
  );
}
