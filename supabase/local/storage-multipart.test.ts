import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MultipartError, boundaryOf, parseMultipart } from './storage-multipart.ts';

/** Serialises a FormData exactly as fetch (undici) would send it. */
async function encode(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

describe('boundaryOf', () => {
  it('reads quoted and bare boundaries of multipart/form-data only', () => {
    expect(boundaryOf('multipart/form-data; boundary=abc')).toBe('abc');
    expect(boundaryOf('Multipart/Form-Data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(boundaryOf('application/json')).toBeUndefined();
    expect(boundaryOf('multipart/form-data')).toBeUndefined();
    expect(boundaryOf(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toBeUndefined();
  });
});

describe('parseMultipart', () => {
  it('reads what storage-js sends: fields, then a binary file under the empty name', async () => {
    // Bytes that look like delimiters and line ends must come through untouched.
    const bytes = Buffer.concat([randomBytes(5000), Buffer.from('\r\n--\r\n\r\n'), randomBytes(5000)]);
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('metadata', JSON.stringify({ a: 'ü' }));
    form.append('', new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
    const { body, contentType } = await encode(form);
    const parts = parseMultipart(body, boundaryOf(contentType) as string);

    expect(parts.map((p) => [p.name, p.filename, p.contentType])).toEqual([
      ['cacheControl', undefined, undefined],
      ['metadata', undefined, undefined],
      ['', 'blob', 'image/png'],
    ]);
    expect(parts[0]?.data.toString()).toBe('3600');
    expect(JSON.parse(parts[1]?.data.toString() ?? '')).toEqual({ a: 'ü' });
    expect(parts[2]?.data.equals(bytes)).toBe(true);
  });

  it('keeps escaped quotes in names and an empty file', async () => {
    const form = new FormData();
    form.append('a"b', new File([], 'x "y".png', { type: '' }));
    const { body, contentType } = await encode(form);
    const [part] = parseMultipart(body, boundaryOf(contentType) as string);
    expect(part?.name).toBe('a"b');
    expect(part?.filename).toBe('x "y".png');
    expect(part?.contentType).toBe('application/octet-stream');
    expect(part?.data.length).toBe(0);
  });

  it('tolerates a preamble and reads the extended filename*', () => {
    const body = Buffer.from(
      'preamble\r\n--b\r\nContent-Disposition: form-data; name="f"; filename*=UTF-8\'\'%C3%A9.png\r\n\r\nxyz\r\n--b--\r\n',
    );
    expect(parseMultipart(body, 'b')).toEqual([
      { name: 'f', filename: 'é.png', contentType: undefined, data: Buffer.from('xyz') },
    ]);
  });

  it('refuses truncated or malformed bodies', () => {
    expect(() =>
      parseMultipart(Buffer.from('--b\r\nContent-Disposition: form-data; name="f"\r\n\r\nabc'), 'b'),
    ).toThrow(MultipartError);
    expect(() => parseMultipart(Buffer.from('no boundary here'), 'b')).toThrow(MultipartError);
    expect(() => parseMultipart(Buffer.from('--b\r\nContent-Type: text/plain\r\n\r\nabc\r\n--b--'), 'b')).toThrow(
      /disposition/,
    );
  });
});
