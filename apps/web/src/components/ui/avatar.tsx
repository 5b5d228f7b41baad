import { joinClassNames } from '../../lib/class-names';

const getInitials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/**
 * A person's photo, or their initials on a coloured disc when there is none. The size is fixed
 * so the layout never moves while the image loads.
 */
export function Avatar({
  name,
  src,
  size = 96,
  alt,
}: {
  name: string;
  src: string | null;
  size?: number;
  /** What the picture shows; empty when the name is written next to it anyway. */
  alt: string;
}) {
  const style = { width: size, height: size };
  if (src !== null) {
    return (
      <img
        src={src}
        alt={alt}
        width={size}
        height={size}
        style={style}
        className="shrink-0 rounded-full bg-slate-100 object-cover ring-1 ring-slate-200"
      />
    );
  }
  return (
    <span
      role={alt === '' ? undefined : 'img'}
      aria-label={alt === '' ? undefined : alt}
      aria-hidden={alt === '' ? true : undefined}
      style={{ ...style, fontSize: size / 2.6 }}
      className={joinClassNames(
        'grid shrink-0 place-items-center rounded-full bg-indigo-100 font-semibold text-indigo-800',
      )}
    >
      {getInitials(name)}
    </span>
  );
}
