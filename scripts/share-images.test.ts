import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { PhotoManifest } from '../src/content/images';
import { renderShareImage, shareImagesNamedIn } from './share-images';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const temporary: string[] = [];
afterAll(() => Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('renderShareImage', () => {
  it('turns the artwork into a 1200×630 JPEG small enough for link previews', async () => {
    const jpeg = await renderShareImage('anuradhapura', { publicDir, manifest: {} });
    const { format, width, height, exif } = await sharp(jpeg).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    expect(exif).toBeUndefined();
    expect(jpeg.length).toBeLessThan(150 * 1024);
  });

  it("uses the operator's photo when one was built for the name", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'share-images-'));
    temporary.push(dir);
    await mkdir(path.join(dir, 'photos'));
    // A plain red "photo" of another shape: the preview is cropped to fill 1200×630, never letterboxed.
    await sharp({ create: { width: 960, height: 720, channels: 3, background: '#d01010' } })
      .webp()
      .toFile(path.join(dir, 'photos', 'sigiriya-960.webp'));
    const manifest: PhotoManifest = {
      sigiriya: { width: 960, height: 720, avif: [], webp: [{ src: '/photos/sigiriya-960.webp', width: 960 }] },
    };
    const jpeg = await renderShareImage('sigiriya', { publicDir: dir, manifest });
    const { width, height } = await sharp(jpeg).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
    const { channels } = await sharp(jpeg).stats();
    for (const [channel, expected] of [
      [channels[0]!, 0xd0],
      [channels[1]!, 0x10],
    ] as const) {
      expect(Math.abs(channel.min - expected)).toBeLessThan(12);
      expect(Math.abs(channel.max - expected)).toBeLessThan(12);
    }
  });
});

describe('shareImagesNamedIn', () => {
  it('lists each share image the pages name once, whatever the origin', () => {
    const page = (url: string) => `<head><meta property="og:image" content="${url}"/></head>`;
    expect(
      shareImagesNamedIn([
        page('https://tours.example/og/sigiriya.jpg'),
        page('http://localhost:4173/og/anuradhapura.jpg'),
        page('https://tours.example/og/sigiriya.jpg'),
        '<head><title>Shell</title></head>',
      ]),
    ).toEqual(['anuradhapura', 'sigiriya']);
  });

  it('fails the build on an og:image it cannot make', () => {
    expect(() =>
      shareImagesNamedIn(['<meta property="og:image" content="https://tours.example/art/sigiriya.svg"/>']),
    ).toThrow(/not a share image/);
    expect(() => shareImagesNamedIn(['<meta property="og:image" content="/og/nowhere.jpg"/>'])).toThrow();
  });
});
