/**
 * Sixteen tech icons drifting behind the hero (spec §2). They are symbols of one SVG file that
 * we serve ourselves (/tech-icons.svg, drawn from Lucide), so they cost no JavaScript and no CDN
 * sees our visitors. Hidden from assistive technology; still, and fainter, for visitors who
 * prefer reduced motion.
 */
const ICONS = [
  { name: 'brain', left: '4%', top: '12%', size: 44, delay: '0s' },
  { name: 'cpu', left: '14%', top: '72%', size: 36, delay: '-2s' },
  { name: 'code', left: '24%', top: '30%', size: 30, delay: '-4s' },
  { name: 'database', left: '34%', top: '84%', size: 34, delay: '-6s' },
  { name: 'cloud', left: '44%', top: '8%', size: 40, delay: '-1s' },
  { name: 'terminal', left: '52%', top: '62%', size: 30, delay: '-3s' },
  { name: 'git-branch', left: '60%', top: '22%', size: 32, delay: '-5s' },
  { name: 'bot', left: '68%', top: '78%', size: 42, delay: '-7s' },
  { name: 'network', left: '76%', top: '40%', size: 36, delay: '-2.5s' },
  { name: 'server', left: '84%', top: '10%', size: 32, delay: '-4.5s' },
  { name: 'braces', left: '92%', top: '58%', size: 34, delay: '-6.5s' },
  { name: 'binary', left: '88%', top: '86%', size: 30, delay: '-1.5s' },
  { name: 'atom', left: '8%', top: '44%', size: 32, delay: '-3.5s' },
  { name: 'layers', left: '30%', top: '56%', size: 28, delay: '-5.5s' },
  { name: 'chart-line', left: '64%', top: '50%', size: 30, delay: '-0.5s' },
  { name: 'smartphone', left: '94%', top: '28%', size: 28, delay: '-7.5s' },
];

export function FloatingIcons() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      {ICONS.map(({ name, left, top, size, delay }) => (
        <svg
          key={name}
          width={size}
          height={size}
          className="absolute animate-float text-indigo-300/25 motion-reduce:animate-none motion-reduce:text-indigo-300/10"
          style={{ left, top, animationDelay: delay }}
        >
          <use href={`/tech-icons.svg#${name}`} />
        </svg>
      ))}
    </div>
  );
}
