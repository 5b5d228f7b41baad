import {
  Atom,
  Binary,
  Bot,
  Braces,
  Brain,
  ChartLine,
  Cloud,
  Code,
  Cpu,
  Database,
  GitBranch,
  Layers,
  Network,
  Server,
  Smartphone,
  Terminal,
} from 'lucide-react';

/**
 * Sixteen tech icons drifting behind the hero (spec §2). They come from our own bundle, never a
 * CDN, are hidden from assistive technology, and stand still for visitors who prefer reduced
 * motion (the animation is off and they fade further back).
 */
const ICONS = [
  { Icon: Brain, left: '4%', top: '12%', size: 44, delay: '0s' },
  { Icon: Cpu, left: '14%', top: '72%', size: 36, delay: '-2s' },
  { Icon: Code, left: '24%', top: '30%', size: 30, delay: '-4s' },
  { Icon: Database, left: '34%', top: '84%', size: 34, delay: '-6s' },
  { Icon: Cloud, left: '44%', top: '8%', size: 40, delay: '-1s' },
  { Icon: Terminal, left: '52%', top: '62%', size: 30, delay: '-3s' },
  { Icon: GitBranch, left: '60%', top: '22%', size: 32, delay: '-5s' },
  { Icon: Bot, left: '68%', top: '78%', size: 42, delay: '-7s' },
  { Icon: Network, left: '76%', top: '40%', size: 36, delay: '-2.5s' },
  { Icon: Server, left: '84%', top: '10%', size: 32, delay: '-4.5s' },
  { Icon: Braces, left: '92%', top: '58%', size: 34, delay: '-6.5s' },
  { Icon: Binary, left: '88%', top: '86%', size: 30, delay: '-1.5s' },
  { Icon: Atom, left: '8%', top: '44%', size: 32, delay: '-3.5s' },
  { Icon: Layers, left: '30%', top: '56%', size: 28, delay: '-5.5s' },
  { Icon: ChartLine, left: '64%', top: '50%', size: 30, delay: '-0.5s' },
  { Icon: Smartphone, left: '96%', top: '28%', size: 28, delay: '-7.5s' },
];

export function FloatingIcons() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      {ICONS.map(({ Icon, left, top, size, delay }) => (
        <Icon
          key={`${left}-${top}`}
          width={size}
          height={size}
          strokeWidth={1.5}
          className="absolute animate-float text-indigo-300/25 motion-reduce:animate-none motion-reduce:text-indigo-300/10"
          style={{ left, top, animationDelay: delay }}
        />
      ))}
    </div>
  );
}
