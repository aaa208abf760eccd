/**
 * `npm run bench:gallery`: ten camera-sized photos (4000×3000 JPEG) resized and re-encoded to the
 * gallery's three WebP variants in Chromium, through the app's own code (src/features/staff/gallery/
 * image-encode.ts bundled for the page: createImageBitmap + OffscreenCanvas), then uploaded to the local
 * server the way the admin screen stores them: three objects under '<id>/', then the row (supabase-js from
 * Node with an admin's token). Prints resize and upload times and the bytes saved by resizing; exits 1
 * on any failure.
 *
 * Runs the real server on loopback with a file-backed PGlite in a temporary directory, or on
 * DATABASE_URL when it is set. Chromium is Debian's (/usr/bin/chromium), as in the browser tests.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import sharp from 'sharp';
import type { prepareImage } from '../../src/features/staff/gallery/image-encode.ts';
import { build } from 'vite';
import WebSocket from 'ws';
import { loadConfig } from '../../supabase/local/config.ts';
import { signJwt } from '../../supabase/local/jwt.ts';
import { startServer } from '../../supabase/local/server.ts';
import { CHROMIUM_PATH, printMachine } from './machine.ts';
import { benchPorts, SERVER_PORTS, serverPortEnv } from './ports.ts';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 10);
const WIDTH = 4000; // px, a 12-megapixel camera
const HEIGHT = 3000; // px
const RUN_DEADLINE_MS = 300_000; // 5 min: the whole run, startup included
const MIB = 1_048_576; // bytes

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

const deadline = setTimeout(() => {
  console.error(`bench:gallery: did not finish within ${RUN_DEADLINE_MS / 1000} s`);
  process.exit(1);
}, RUN_DEADLINE_MS);
deadline.unref();

/**
 * A photo-like test image: smooth colour gradients with fine grain, so the JPEG is camera-sized
 * (several MB) without being pure noise, which no real photo is.
 */
async function cameraPhoto(seed: number): Promise<Buffer> {
  const grain = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let i = 0; i < grain.length; i += 1) grain[i] = (Math.random() * 256) | 0;
  const texture = await sharp(grain, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .blur(0.8)
    .raw()
    .toBuffer();
  const gradient = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const i = (y * WIDTH + x) * 3;
      gradient[i] = (((x / WIDTH) * 200 + seed * 20) & 255) * 0.7 + texture[i]! * 0.3;
      gradient[i + 1] = ((y / HEIGHT) * 180 + 40) * 0.7 + texture[i + 1]! * 0.3;
      gradient[i + 2] = ((x + y) / (WIDTH + HEIGHT)) * 255 * 0.7 + texture[i + 2]! * 0.3;
    }
  }
  return sharp(gradient, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The app's encoder as one script for the page, exposing `GalleryEncode.prepareImage`. */
async function bundleEncoder(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: {
        entry: path.resolve('src/features/staff/gallery/image-encode.ts'),
        formats: ['iife'],
        name: 'GalleryEncode',
      },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if ('output' in result) {
      const chunk = result.output.find((item) => item.type === 'chunk');
      if (chunk && 'code' in chunk) return chunk.code;
    }
  }
  throw new Error('encoder bundle not produced');
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`;
};

async function main(): Promise<number> {
  printMachine('bench:gallery', { browser: true });
  console.log(`bench:gallery: generating ${PHOTOS} photos of ${WIDTH}×${HEIGHT} ...`);
  const photos: Buffer[] = [];
  for (let i = 0; i < PHOTOS; i += 1) photos.push(await cameraPhoto(i));
  const originalBytes = photos.reduce((sum, photo) => sum + photo.length, 0);

  const encoder = await bundleEncoder();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lanka-gallery-bench-'));
  const config = await loadConfig({
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    // Free ports (mail included), or BENCH_API_PORT … BENCH_MAIL_SMTP_PORT when set: it runs beside `npm start`.
    ...serverPortEnv(await benchPorts('BENCH_', SERVER_PORTS)),
    SUPABASE_JWT_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  });
  const server = await startServer(config, { serveApp: false, seed: false });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>bench</title>');
    await page.addScriptTag({ content: encoder });
    // tsx compiles this file keeping function names through a `__name` helper the page does not have.
    await page.addScriptTag({ content: 'globalThis.__name = (fn) => fn;' });

    // --- Resize in Chromium ---
    type Variant = { name: string; width: number; height: number; base64: string };
    const prepared: { ms: number; totalBytes: number; width: number; height: number; variants: Variant[] }[] = [];
    for (const photo of photos) {
      prepared.push(
        await page.evaluate(async (base64) => {
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
          const file = new Blob([bytes], { type: 'image/jpeg' });
          const encode = (globalThis as unknown as { GalleryEncode: { prepareImage: typeof prepareImage } })
            .GalleryEncode;
          const t0 = performance.now();
          const image = await encode.prepareImage(file);
          const ms = performance.now() - t0;
          const toBase64 = async (blob: Blob) => {
            const data = new Uint8Array(await blob.arrayBuffer());
            let text = '';
            for (let i = 0; i < data.length; i += 0x8000) text += String.fromCharCode(...data.subarray(i, i + 0x8000));
            return btoa(text);
          };
          const variants = [];
          for (const v of image.variants)
            variants.push({ name: v.name, width: v.width, height: v.height, base64: await toBase64(v.blob) });
          return { ms, totalBytes: image.totalBytes, width: image.width, height: image.height, variants };
        }, photo.toString('base64')),
      );
    }

    // --- Upload to the local server as an admin ---
    const adminId = randomUUID();
    const adminEmail = `bench-gallery-${randomBytes(4).toString('hex')}@example.com`;
    await server.db.query(
      `insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, now(), now(), now())`,
      [adminId, adminEmail],
    );
    await server.db.query('insert into public.admins (user_id, email) values ($1, $2)', [adminId, adminEmail]);
    const token = signJwt(
      {
        sub: adminId,
        email: adminEmail,
        role: 'authenticated',
        aud: 'authenticated',
        exp: Math.floor(Date.now() / 1000) + 3600,
      },
      config.jwtSecret,
    );
    const admin = createClient(config.apiUrl, config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      accessToken: async () => token,
      // Node 20 has no WebSocket of its own; the bench opens no channel, but the client needs one.
      realtime: { transport: WebSocket as unknown as RealtimeTransport },
    });
    const bucket = admin.storage.from('gallery');

    const check = await admin.rpc('gallery_can_upload', {
      total_bytes: prepared.reduce((sum, p) => sum + p.totalBytes, 0),
      file_count: prepared.length,
    });
    if (check.error || !check.data.can_upload) throw new Error(`capacity check: ${JSON.stringify(check)}`);

    const uploadMs: number[] = [];
    const uploadStarted = performance.now();
    for (const [index, image] of prepared.entries()) {
      const id = randomUUID();
      const t0 = performance.now();
      const urls: Record<string, string> = {};
      for (const variant of image.variants) {
        const objectPath = `${id}/${variant.name}.webp`;
        const { error } = await bucket.upload(objectPath, Buffer.from(variant.base64, 'base64'), {
          contentType: 'image/webp',
          cacheControl: '31536000',
          upsert: false,
        });
        if (error) throw new Error(`upload ${objectPath}: ${error.message}`);
        urls[variant.name] = bucket.getPublicUrl(objectPath).data.publicUrl;
      }
      const { error } = await admin.from('gallery').insert({
        id,
        url: urls.full!,
        preview_url: urls.preview!,
        thumbnail_url: urls.thumb!,
        storage_path: `${id}/full.webp`,
        file_size: image.totalBytes,
        width: image.width,
        height: image.height,
        format: 'webp',
        file_name: `bench-${index}.jpg`,
        category: 'nature',
      });
      if (error) throw new Error(`row ${id}: ${error.message}`);
      uploadMs.push(performance.now() - t0);
    }
    const uploadTotalMs = performance.now() - uploadStarted;

    const storedBytes = prepared.reduce((sum, p) => sum + p.totalBytes, 0);
    const fullBytes = prepared.map((p) => Buffer.from(p.variants[0]!.base64, 'base64').length);
    const overLimit = prepared
      .flatMap((p) => p.variants)
      .filter((v) => Buffer.from(v.base64, 'base64').length > 2 * MIB);
    const resizeMs = prepared.map((p) => p.ms);

    console.log('');
    console.log(
      `Photos:              ${PHOTOS} × ${WIDTH}×${HEIGHT} JPEG, ${(originalBytes / MIB).toFixed(1)} MiB in total`,
    );
    console.log(
      `                     (each ${(Math.min(...photos.map((p) => p.length)) / MIB).toFixed(2)}–${(Math.max(...photos.map((p) => p.length)) / MIB).toFixed(2)} MiB; every one over the 2 MiB object limit: ${photos.every((p) => p.length > 2 * MIB)})`,
    );
    console.log(`Resize (Chromium, app code: full 2048 + preview 1280 + thumb 480 px WebP):`);
    console.log(
      `                     ${(resizeMs.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s in total; per photo ${stats(resizeMs)}`,
    );
    console.log(`Upload (3 objects + row per photo, local server):`);
    console.log(`                     ${(uploadTotalMs / 1000).toFixed(1)} s in total; per photo ${stats(uploadMs)}`);
    console.log(
      `Stored:              ${(storedBytes / MIB).toFixed(1)} MiB for ${PHOTOS * 3} objects; full variant ${(Math.min(...fullBytes) / 1024).toFixed(0)}–${(Math.max(...fullBytes) / 1024).toFixed(0)} KiB`,
    );
    console.log(
      `Saved by resizing:   ${((originalBytes - storedBytes) / MIB).toFixed(1)} MiB (${(100 * (1 - storedBytes / originalBytes)).toFixed(1)} % fewer bytes than the originals)`,
    );
    console.log(`Variants over 2 MiB: ${overLimit.length}`);
    return overLimit.length === 0 ? 0 : 1;
  } finally {
    await browser.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench:gallery failed:', error);
    process.exit(1);
  },
);
