import type { IncomingMessage } from 'node:http';

export type BodyResult = { ok: true; bytes: Buffer } | { ok: false; reason: 'too-large' | 'aborted' };

/** Reads the whole body, giving up as soon as it passes `limit` bytes. */
export function readBody(request: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    request.resume();
    return Promise.resolve({ ok: false, reason: 'too-large' });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.resume();
        settle({ ok: false, reason: 'too-large' });
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => settle({ ok: true, bytes: Buffer.concat(chunks) }));
    request.on('error', () => settle({ ok: false, reason: 'aborted' }));
    request.on('close', () => settle({ ok: false, reason: 'aborted' }));
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** UTF-8 text with a leading byte-order mark dropped; null when the bytes are not UTF-8. */
export function decodeUtf8(bytes: Buffer): string | null {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}
