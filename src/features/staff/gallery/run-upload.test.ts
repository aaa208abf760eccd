import { describe, expect, it, vi } from 'vitest';
import type { PreparedImage } from './image-encode';
import { runUpload, type UploadForm, type UploadSteps } from './run-upload';

const file = (name: string, type = 'image/jpeg') => new File([new Uint8Array(10)], name, { type });
const prepared = (bytes: number): PreparedImage => ({ variants: [], totalBytes: bytes, width: 2048, height: 1536 });

function steps(extra: Partial<UploadSteps> = {}) {
  const log: string[] = [];
  const all: UploadSteps = {
    isOnline: () => true,
    remainingSlots: 10,
    prepare: vi.fn(async (f: File) => {
      log.push(`prepare ${f.name}`);
      return prepared(1000);
    }),
    checkCapacity: vi.fn(async (bytes: number, count: number) => {
      log.push(`check ${bytes} ${count}`);
      return { canUpload: true as const };
    }),
    upload: vi.fn(async (id, _image, meta, onStep) => {
      log.push(`upload ${id} ${meta.fileName} ${meta.title}`);
      onStep();
    }),
    newId: (() => {
      let n = 0;
      return () => `id${++n}`;
    })(),
    onPhase: (phase) => log.push(phase),
    onProgress: vi.fn(),
    ...extra,
  };
  return { all, log };
}

const form = (files: File[], extra: Partial<UploadForm> = {}): UploadForm => ({
  files,
  category: 'cultural',
  title: '',
  description: '',
  ...extra,
});

describe('runUpload', () => {
  it('validates, prepares every file, checks capacity with the prepared bytes, then uploads in order', async () => {
    const { all, log } = steps();
    const result = await runUpload(form([file('a.jpg'), file('b.jpg')], { title: ' Kandy ' }), all);
    expect(log).toEqual([
      'validating',
      'preparing',
      'prepare a.jpg',
      'prepare b.jpg',
      'checking',
      'check 2000 2',
      'uploading',
      'upload id1 a.jpg Kandy (1)',
      'upload id2 b.jpg Kandy (2)',
    ]);
    expect(result).toEqual({
      kind: 'done',
      outcomes: [
        { fileName: 'a.jpg', status: 'uploaded' },
        { fileName: 'b.jpg', status: 'uploaded' },
      ],
    });
    expect(vi.mocked(all.onProgress).mock.calls.at(-1)).toEqual([100]);
  });

  it('does not start offline', async () => {
    const { all, log } = steps({ isOnline: () => false });
    expect(await runUpload(form([file('a.jpg')]), all)).toEqual({ kind: 'offline' });
    expect(log).toEqual([]);
  });

  it('lists file errors and sends nothing', async () => {
    const { all } = steps({ remainingSlots: 1 });
    const result = await runUpload(form([file('notes.txt', 'text/plain'), file('b.jpg')]), all);
    expect(result).toEqual({
      kind: 'invalid',
      errors: [
        { fileName: 'notes.txt', problem: 'type' },
        { fileName: 'b.jpg', problem: 'tooMany' },
      ],
    });
    expect(all.prepare).not.toHaveBeenCalled();
  });

  it('reports an unreadable image before asking the server', async () => {
    const { all } = steps({ prepare: () => Promise.reject(new Error('decode')) });
    expect(await runUpload(form([file('broken.jpg')]), all)).toEqual({ kind: 'unreadable', fileName: 'broken.jpg' });
    expect(all.checkCapacity).not.toHaveBeenCalled();
  });

  it('shows the server’s reasons, the default when it gives none, and a failed check', async () => {
    const reasons = ['Would exceed image limit (20 max)'];
    let s = steps({ checkCapacity: async () => ({ canUpload: false, reasons }) });
    expect(await runUpload(form([file('a.jpg')]), s.all)).toEqual({ kind: 'refused', reasons });
    expect(s.all.upload).not.toHaveBeenCalled();
    s = steps({ checkCapacity: async () => ({ canUpload: false, reasons: [] }) });
    expect(await runUpload(form([file('a.jpg')]), s.all)).toEqual({
      kind: 'refused',
      reasons: ['Upload limit exceeded'],
    });
    s = steps({ checkCapacity: () => Promise.reject(new Error('offline')) });
    expect(await runUpload(form([file('a.jpg')]), s.all)).toEqual({ kind: 'checkFailed' });
  });

  it('stops at the first failing file and says which made it', async () => {
    const { all } = steps({
      upload: vi.fn(async (_id, _image, meta) => {
        if (meta.fileName === 'b.jpg') throw new Error('Would exceed storage limit (50MB max)');
      }),
    });
    const result = await runUpload(form([file('a.jpg'), file('b.jpg'), file('c.jpg')]), all);
    expect(result).toEqual({
      kind: 'done',
      outcomes: [
        { fileName: 'a.jpg', status: 'uploaded' },
        { fileName: 'b.jpg', status: 'failed', error: 'Would exceed storage limit (50MB max)' },
        { fileName: 'c.jpg', status: 'notStarted' },
      ],
    });
    expect(all.upload).toHaveBeenCalledTimes(2);
  });

  it('sends a blank title and description as none', async () => {
    const { all } = steps();
    await runUpload(form([file('a.jpg')], { title: '  ', description: ' ' }), all);
    expect(vi.mocked(all.upload).mock.calls[0]![2]).toMatchObject({
      title: null,
      description: null,
      category: 'cultural',
    });
  });
});
