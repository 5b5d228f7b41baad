import { Trans } from '@lingui/react/macro';

/**
 * Wordmarks drawn here for illustration: the institutions are fictional, and the section says
 * so. No third-party logo is used or implied.
 */
const PARTNERS = [
  { name: 'Sahyadri Institute of Technology', initials: 'SIT', hue: '#4338ca' },
  { name: 'Kaveri College of Engineering', initials: 'KCE', hue: '#0f766e' },
  { name: 'Narmada School of Management', initials: 'NSM', hue: '#b45309' },
  { name: 'Deccan Polytechnic', initials: 'DP', hue: '#be123c' },
  { name: 'Ganga Valley University', initials: 'GVU', hue: '#1d4ed8' },
  { name: 'Vindhya Institute of Science', initials: 'VIS', hue: '#6d28d9' },
];

function Wordmark({ name, initials, hue }: (typeof PARTNERS)[number]) {
  const [first, ...rest] = name.split(' ');
  return (
    <svg viewBox="0 0 240 64" width="240" height="64" role="img" aria-label={name} className="h-14 w-auto">
      <circle cx="32" cy="32" r="26" fill={hue} />
      <text
        x="32"
        y="37"
        textAnchor="middle"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fontSize={initials.length > 2 ? 14 : 17}
        fontWeight="700"
        fill="#ffffff"
      >
        {initials}
      </text>
      <text
        x="68"
        y="28"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fontSize="15"
        fontWeight="700"
        fill="#0f172a"
      >
        {first}
      </text>
      <text x="68" y="47" fontFamily="ui-sans-serif, system-ui, sans-serif" fontSize="12" fill="#334155">
        {rest.join(' ')}
      </text>
    </svg>
  );
}

export function PartnerLogos() {
  return (
    <section aria-labelledby="partners-heading" className="border-y border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="partners-heading" className="text-center text-xl font-semibold text-slate-900">
          <Trans>Built for colleges and training institutes across India</Trans>
        </h2>
        <ul className="mt-8 grid grid-cols-1 place-items-center gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {PARTNERS.map((partner) => (
            <li key={partner.name}>
              <Wordmark {...partner} />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-slate-600">
          <Trans>Sample institutions, shown to illustrate how partner colleges appear here.</Trans>
        </p>
      </div>
    </section>
  );
}
