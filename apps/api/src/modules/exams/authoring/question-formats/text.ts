/**
 * Rich text (Moodle XML's HTML, GIFT's [html] and [markdown]) into safe plain text: tags are
 * dropped, never stored, so nothing a file carries can become active HTML in Vidya. Images are
 * removed and reported. This reads HTML fragments inside question texts, not the XML file.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  times: '×',
  divide: '÷',
  deg: '°',
  plusmn: '±',
  minus: '−',
  le: '≤',
  ge: '≥',
  ne: '≠',
  copy: '©',
  reg: '®',
  trade: '™',
  middot: '·',
  bull: '•',
  sup2: '²',
  sup3: '³',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  micro: 'µ',
  pi: 'π',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  theta: 'θ',
  lambda: 'λ',
  mu: 'μ',
  sigma: 'σ',
  omega: 'ω',
  Delta: 'Δ',
  Sigma: 'Σ',
  Omega: 'Ω',
  rarr: '→',
  larr: '←',
  harr: '↔',
  rArr: '⇒',
  hArr: '⇔',
  infin: '∞',
  radic: '√',
  sum: '∑',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  sect: '§',
  para: '¶',
  iexcl: '¡',
  iquest: '¿',
};

// Latin letters with accents, by their entity names (&eacute; &Uuml; …).
const ACCENTED: [string, number][] = [
  ['Agrave', 0xc0],
  ['Aacute', 0xc1],
  ['Acirc', 0xc2],
  ['Atilde', 0xc3],
  ['Auml', 0xc4],
  ['Aring', 0xc5],
  ['AElig', 0xc6],
  ['Ccedil', 0xc7],
  ['Egrave', 0xc8],
  ['Eacute', 0xc9],
  ['Ecirc', 0xca],
  ['Euml', 0xcb],
  ['Igrave', 0xcc],
  ['Iacute', 0xcd],
  ['Icirc', 0xce],
  ['Iuml', 0xcf],
  ['Ntilde', 0xd1],
  ['Ograve', 0xd2],
  ['Oacute', 0xd3],
  ['Ocirc', 0xd4],
  ['Otilde', 0xd5],
  ['Ouml', 0xd6],
  ['Oslash', 0xd8],
  ['Ugrave', 0xd9],
  ['Uacute', 0xda],
  ['Ucirc', 0xdb],
  ['Uuml', 0xdc],
  ['Yacute', 0xdd],
  ['szlig', 0xdf],
];
for (const [name, code] of ACCENTED) {
  NAMED_ENTITIES[name] = String.fromCodePoint(code);
  if (name !== 'szlig') NAMED_ENTITIES[name.toLowerCase()] = String.fromCodePoint(code + 0x20);
}
NAMED_ENTITIES['yuml'] = 'ÿ';

/** &amp; &#233; &#xE9; and the common named entities; anything else is left as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as HTML that shows it as written: escaped, each newline a <br>. */
export const plainToHtml = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'tr',
  'table',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'pre',
  'blockquote',
]);
const DROPPED_CONTENT = new Set(['script', 'style', 'head', 'title']);

/** An image's file name as Moodle stores it ("@@PLUGINFILE@@/flag%20fr.png" → "flag fr.png"). */
function fileName(source: string): string {
  const path = source.replace('@@PLUGINFILE@@/', '');
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * A tag starting at lastIndex. Nothing in it may cross a "<", so a stray "<" costs at most the
 * text up to the next one: reading stays linear however the fragment is written.
 */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^<>"']|"[^"<>]*"|'[^'<>]*')*)>/y;

export type PlainText = { text: string; images: string[] };

/** Trims each line, and the whole; keeps at most one blank line in a row. */
function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * An HTML fragment as plain text, as a browser would show it: runs of spaces and line breaks
 * become one space, <br> a new line, a paragraph or list item a line of its own; tags and
 * comments go, entities are decoded. Images are left out and their names returned.
 */
export function htmlToText(html: string): PlainText {
  const images: string[] = [];
  let out = '';
  let index = 0;
  let dropUntil: string | undefined;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    const chunk = open === -1 ? html.slice(index) : html.slice(index, open);
    if (dropUntil === undefined) out += decodeEntities(chunk.replace(/[ \t\r\n\f]+/g, ' '));
    if (open === -1) break;
    if (html.startsWith('<!--', open)) {
      const end = html.indexOf('-->', open + 4);
      index = end === -1 ? html.length : end + 3;
      continue;
    }
    TAG.lastIndex = open;
    const tag = TAG.exec(html);
    if (!tag) {
      // A "<" that starts no tag ("3 < 5") is text.
      if (dropUntil === undefined) out += '<';
      index = open + 1;
      continue;
    }
    index = open + tag[0].length;
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    if (dropUntil !== undefined) {
      if (closing && name === dropUntil) dropUntil = undefined;
      continue;
    }
    if (!closing && DROPPED_CONTENT.has(name)) {
      dropUntil = name;
      continue;
    }
    if (name === 'br') out += '\n';
    else if (name === 'img') {
      const src = /\ssrc\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag[3] ?? '');
      const alt = /\salt\s*=\s*("([^"]*)"|'([^']*)')/i.exec(tag[3] ?? '');
      const source = decodeEntities(src?.[2] ?? src?.[3] ?? src?.[4] ?? '');
      images.push(fileName(source) || 'an image');
      const altText = decodeEntities(alt?.[2] ?? alt?.[3] ?? '').trim();
      if (altText !== '') out += altText;
    } else if (BLOCK_TAGS.has(name)) out += closing ? '\n\n' : '\n';
  }
  return { text: tidy(out), images };
}

/**
 * Text an author typed in a plain-text format that still allows HTML (GIFT's default and
 * [markdown]): tags are taken out, everything else stays as written.
 */
export function stripTags(text: string): PlainText {
  const images: string[] = [];
  const stripped = text.replace(
    /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^<>"']|"[^"<>]*"|'[^'<>]*')*)>/g,
    (_whole, _slash, name: string, attributes: string) => {
      const lower = name.toLowerCase();
      if (lower === 'br') return '\n';
      if (lower === 'img') {
        const src = /\ssrc\s*=\s*("([^"]*)"|'([^']*)')/i.exec(attributes);
        images.push(fileName(decodeEntities(src?.[2] ?? src?.[3] ?? '')) || 'an image');
      }
      return '';
    },
  );
  return { text: stripped, images };
}
