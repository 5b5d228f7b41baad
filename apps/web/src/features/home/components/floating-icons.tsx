/**
 * Sixteen tech icons drifting behind the hero (spec §2). They are symbols of one SVG file that
 * we serve ourselves (/tech-icons.svg, drawn from Lucide), so they cost no JavaScript and no CDN
 * sees our visitors. Hidden from assistive technology; still, and fainter, for visitors who
 * prefer reduced motion.
 *
 * They never sit over a control or behind body text (issue #17): eight drift in a band along the
 * hero's top edge and eight along its bottom edge, inside the hero content's padding (4 rem on
 * phones, 6 rem from `sm`), which no text or control enters. A band is 3.25 rem deep at most:
 * the largest icon (2 rem), 1.25 rem below the top or 0.5 rem above the bottom, lifted 18 px by its float.
 */
type Edge = 'top' | 'bottom';

const ICONS: { name: string; edge: Edge; left: string; size: number; delay: string }[] = [
  { name: 'brain', edge: 'top', left: '3%', size: 32, delay: '0s' },
  { name: 'cloud', edge: 'top', left: '15.5%', size: 30, delay: '-1s' },
  { name: 'code', edge: 'top', left: '28%', size: 28, delay: '-4s' },
  { name: 'git-branch', edge: 'top', left: '40.5%', size: 30, delay: '-5s' },
  { name: 'server', edge: 'top', left: '53%', size: 28, delay: '-4.5s' },
  { name: 'atom', edge: 'top', left: '65.5%', size: 30, delay: '-3.5s' },
  { name: 'smartphone', edge: 'top', left: '78%', size: 26, delay: '-7.5s' },
  { name: 'network', edge: 'top', left: '90.5%', size: 30, delay: '-2.5s' },
  { name: 'cpu', edge: 'bottom', left: '3%', size: 30, delay: '-2s' },
  { name: 'database', edge: 'bottom', left: '15.5%', size: 30, delay: '-6s' },
  { name: 'terminal', edge: 'bottom', left: '28%', size: 28, delay: '-3s' },
  { name: 'layers', edge: 'bottom', left: '40.5%', size: 26, delay: '-5.5s' },
  { name: 'bot', edge: 'bottom', left: '53%', size: 32, delay: '-7s' },
  { name: 'chart-line', edge: 'bottom', left: '65.5%', size: 28, delay: '-0.5s' },
  { name: 'braces', edge: 'bottom', left: '78%', size: 30, delay: '-6.5s' },
  { name: 'binary', edge: 'bottom', left: '90.5%', size: 28, delay: '-1.5s' },
];

/** How far from its edge an icon sits: below the top edge its float lifts it 18 px, so more room. */
const EDGE_OFFSET: Record<Edge, string> = { top: '1.25rem', bottom: '0.5rem' };

export function FloatingIcons() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      {ICONS.map(({ name, edge, left, size, delay }) => (
        <svg
          key={name}
          data-floating-icon=""
          width={size}
          height={size}
          className="absolute animate-float text-indigo-300/25 motion-reduce:animate-none motion-reduce:text-indigo-300/10"
          style={{ left, [edge]: EDGE_OFFSET[edge], animationDelay: delay }}
        >
          <use href={`/tech-icons.svg#${name}`} />
        </svg>
      ))}
    </div>
  );
}
