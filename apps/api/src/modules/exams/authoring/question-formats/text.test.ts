import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format.ts';
import { decodeEntities, htmlToText, stripTags } from './text.ts';

describe('rich text into plain text', () => {
  it('shows HTML as a browser would, with no tag left and images reported', () => {
    expect(
      htmlToText(
        '<p>One  <b>two</b>\n three</p><ul><li>four</li><li>five</li></ul><script>alert(1)</script><style>p{}</style><!-- note -->3 &lt; 5 &amp;&amp; 5 > 3<br/>caf&eacute; &#x263A; &bogus;',
      ),
    ).toEqual({ text: 'One two three\n\nfour\n\nfive\n\n3 < 5 && 5 > 3\ncafé ☺ &bogus;', images: [] });
    expect(htmlToText('a <img alt="map" src=\'@@PLUGINFILE@@/a%20b.png\'> b')).toEqual({
      text: 'a map b',
      images: ['a b.png'],
    });
    expect(htmlToText('x<5 and y>2')).toEqual({ text: 'x<5 and y>2', images: [] });
    expect(stripTags('Keep *this* <span class="x">and</span> 3 < 5<br>next')).toEqual({
      text: 'Keep *this* and 3 < 5\nnext',
      images: [],
    });
    expect(decodeEntities('&#0; &#xD800; &amp;lt;')).toBe('&#0; &#xD800; &lt;');
  });

  it('stays linear on hostile input (2 MB of stray "<", quotes, braces or blank lines)', () => {
    const size = 2 * 1024 * 1024;
    const started = performance.now();
    htmlToText('<a "'.repeat(size / 4));
    stripTags('<a "'.repeat(size / 4));
    htmlToText('<!--'.repeat(size / 4));
    detectFormat(Buffer.from('{'.repeat(size)));
    detectFormat(Buffer.from(' \n'.repeat(size / 2)));
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
