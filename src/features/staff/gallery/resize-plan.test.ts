import { describe, expect, it } from 'vitest';
import { ENCODE_ATTEMPTS, encodeWithinLimit, fitWithin, variantSizes } from './resize-plan';

describe('fitWithin', () => {
  it('scales the longest side down to the limit and keeps the aspect ratio', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin({ width: 3000, height: 4000 }, 480)).toEqual({ width: 360, height: 480 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin({ width: 800, height: 600 }, 1280)).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 2048, height: 10 }, 2048)).toEqual({ width: 2048, height: 10 });
  });

  it('keeps at least one pixel on a very thin panorama', () => {
    expect(fitWithin({ width: 20000, height: 2 }, 480)).toEqual({ width: 480, height: 1 });
  });

  it('refuses an image without pixels', () => {
    expect(() => fitWithin({ width: 0, height: 10 }, 480)).toThrow(/no pixels/);
  });
});

describe('variantSizes', () => {
  it('gives full ≤ 2048, preview ≤ 1280 and thumb ≤ 480 on the longest side', () => {
    expect(variantSizes({ width: 6000, height: 4000 })).toEqual({
      full: { width: 2048, height: 1365 },
      preview: { width: 1280, height: 853 },
      thumb: { width: 480, height: 320 },
    });
  });
});

describe('encodeWithinLimit', () => {
  const target = { width: 2000, height: 1000 };

  it('keeps the first encoding that fits, at the highest quality', async () => {
    const calls: number[] = [];
    const result = await encodeWithinLimit(
      target,
      (_size, quality) => {
        calls.push(quality);
        return Promise.resolve(new Blob([new Uint8Array(100)]));
      },
      1000,
    );
    expect(calls).toEqual([ENCODE_ATTEMPTS[0]!.quality]);
    expect(result).toMatchObject({ size: target, quality: 0.85 });
  });

  it('lowers the quality step by step, then the size, until the bytes fit', async () => {
    const tried: string[] = [];
    // Pretend bytes grow with pixels and quality: only the 0.75-scale, lowest-quality attempt fits.
    const result = await encodeWithinLimit(
      target,
      (size, quality) => {
        tried.push(`${size.width}x${size.height}@${quality}`);
        const bytes = Math.round(size.width * size.height * quality * 0.001);
        return Promise.resolve(new Blob([new Uint8Array(bytes)]));
      },
      700,
    );
    expect(tried).toEqual([
      '2000x1000@0.85',
      '2000x1000@0.75',
      '2000x1000@0.65',
      '2000x1000@0.55',
      '2000x1000@0.45',
      '1500x750@0.45',
    ]);
    expect(result.size).toEqual({ width: 1500, height: 750 });
    expect(result.blob.size).toBeLessThanOrEqual(700);
  });

  it('gives up when even the smallest attempt is too large', async () => {
    await expect(
      encodeWithinLimit(target, () => Promise.resolve(new Blob([new Uint8Array(2000)])), 1000),
    ).rejects.toThrow(/stays over 1000 bytes/);
  });
});
