import { describe, expect, it } from 'vitest';
import { toVideoSource } from './video-source';

const embed = (id: string) => ({
  kind: 'youtube',
  id,
  embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
  watchUrl: `https://www.youtube.com/watch?v=${id}`,
});

describe('toVideoSource', () => {
  it.each([
    ['https://www.youtube.com/watch?v=rfscVS0vtbw', 'rfscVS0vtbw'],
    ['https://youtube.com/watch?v=rfscVS0vtbw&t=42s', 'rfscVS0vtbw'],
    ['https://m.youtube.com/watch?v=PkZNo7MFNFg', 'PkZNo7MFNFg'],
    ['https://youtu.be/PkZNo7MFNFg', 'PkZNo7MFNFg'],
    ['https://youtu.be/PkZNo7MFNFg?si=abc', 'PkZNo7MFNFg'],
    ['https://www.youtube.com/embed/PkZNo7MFNFg', 'PkZNo7MFNFg'],
    ['https://www.youtube.com/shorts/PkZNo7MFNFg', 'PkZNo7MFNFg'],
  ])('embeds %s without cookies', (link, id) => {
    expect(toVideoSource(link)).toEqual(embed(id));
  });

  it.each([
    'https://cdn.example.com/lessons/intro.mp4',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://notyoutube.com/watch?v=rfscVS0vtbw',
    'not a url',
  ])('plays %s as a file', (link) => {
    expect(toVideoSource(link)).toEqual({ kind: 'file', url: link });
  });
});
