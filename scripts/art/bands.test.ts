import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMAGE_NAMES } from '../../src/content/images';
import { W } from './primitives';

const art = (name: string) => readFileSync(new URL(`../../public/art/${name}.svg`, import.meta.url), 'utf8');

/**
 * The translucent rectangles that span the picture: mist or cloud drawn as a flat see-through colour,
 * which shows as a band with straight edges across the scene (on the home hero it ran right under the
 * headline). Haze is a gradient that fades in and out (hazeBand in primitives.ts).
 */
function hardEdgedBands(svg: string): string[] {
  return [...svg.matchAll(/<rect\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => {
      const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
      const width = Number(attribute('width') ?? 0);
      const opacity = Number(attribute('opacity') ?? attribute('fill-opacity') ?? 1);
      const flat = !(attribute('fill') ?? '').startsWith('url(');
      return width >= W * 0.9 && opacity < 1 && flat;
    });
}

describe('artwork', () => {
  it.each(IMAGE_NAMES)('%s has no translucent band with hard edges across it', (name) => {
    expect(hardEdgedBands(art(name))).toEqual([]);
  });

  it('recognises such a band', () => {
    expect(hardEdgedBands(`<rect x="0" y="650" width="${W}" height="50" fill="#fff3dc" opacity="0.35"/>`)).toHaveLength(
      1,
    );
    expect(hardEdgedBands(`<rect x="0" y="600" width="${W}" height="160" fill="url(#h)"/>`)).toEqual([]);
  });
});
