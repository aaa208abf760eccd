/**
 * A small multipart/form-data reader (RFC 7578 over RFC 2046) for uploads as storage-js sends them:
 * text fields (`cacheControl`, `metadata`, `contentType`) and one file part, often under the empty
 * field name. The body is already in memory (bounded by the bucket's size limit), so this works on
 * one Buffer and never decodes part contents as text.
 */

export interface MultipartPart {
  name: string;
  filename: string | undefined;
  contentType: string | undefined;
  data: Buffer;
}

export class MultipartError extends Error {}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const MAX_HEADER_BYTES = 16 * 1024; // 16 KiB of headers per part is far more than a browser sends

/** The boundary parameter of a multipart Content-Type, quoted or not. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType.trim())) return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  // RFC 2046: 1 to 70 characters.
  return boundary && boundary.length <= 70 ? boundary : undefined;
}

export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];

  // Every delimiter starts a line: the first one may follow a preamble, the others follow content.
  const next = Buffer.concat([CRLF, delimiter]);
  let pos = body.subarray(0, delimiter.length).equals(delimiter) ? 0 : body.indexOf(next);
  if (pos < 0) throw new MultipartError('missing opening boundary');
  if (pos > 0) pos += 2;
  for (;;) {
    pos += delimiter.length;
    if (body.subarray(pos, pos + 2).toString('latin1') === '--') return parts; // close delimiter
    // Transport padding (spaces / tabs) may precede the CRLF that ends a delimiter line.
    while (body[pos] === 0x20 || body[pos] === 0x09) pos++;
    if (!body.subarray(pos, pos + 2).equals(CRLF)) throw new MultipartError('malformed boundary line');
    pos += 2;

    const headerEnd = body.indexOf(HEADER_END, pos);
    let headerText: string;
    let dataStart: number;
    if (body.subarray(pos, pos + 2).equals(CRLF)) {
      headerText = ''; // a part without headers
      dataStart = pos + 2;
    } else {
      if (headerEnd < 0 || headerEnd - pos > MAX_HEADER_BYTES) throw new MultipartError('malformed part headers');
      headerText = body.subarray(pos, headerEnd).toString('utf8');
      dataStart = headerEnd + 4;
    }
    const dataEnd = body.indexOf(next, dataStart);
    if (dataEnd < 0) throw new MultipartError('missing closing boundary');
    parts.push(partFrom(headerText, body.subarray(dataStart, dataEnd)));
    pos = dataEnd + 2;
  }
}

function partFrom(headerText: string, data: Buffer): MultipartPart {
  const headers = new Map<string, string>();
  for (const line of headerText.split('\r\n')) {
    if (!line) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new MultipartError('malformed part header');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get('content-disposition');
  if (!disposition || !/^form-data\b/i.test(disposition))
    throw new MultipartError('part without form-data disposition');
  const params = dispositionParams(disposition);
  const name = params.get('name');
  if (name === undefined) throw new MultipartError('part without a name');
  return {
    name,
    filename: params.get('filename*') ?? params.get('filename'),
    contentType: headers.get('content-type'),
    data,
  };
}

/** `form-data; name="a"; filename="b.png"` → {name: 'a', filename: 'b.png'}. */
function dispositionParams(value: string): Map<string, string> {
  const params = new Map<string, string>();
  const re = /;\s*([^=;\s]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (let m = re.exec(value); m; m = re.exec(value)) {
    const key = (m[1] as string).toLowerCase();
    if (m[2] !== undefined) {
      // Browsers (and undici) percent-encode only ", CR and LF in names; older agents backslash-escape.
      params.set(key, m[2].replace(/\\(.)/g, '$1').replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n'));
    } else {
      const raw = (m[3] as string).trim();
      // RFC 5987 extended value: charset'lang'percent-encoded
      const ext = /^([^']*)'[^']*'(.*)$/.exec(raw);
      if (key.endsWith('*') && ext) {
        try {
          params.set(key, decodeURIComponent(ext[2] as string));
        } catch {
          params.set(key, ext[2] as string);
        }
      } else {
        params.set(key, raw);
      }
    }
  }
  return params;
}
