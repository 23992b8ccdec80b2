/**
 * Compression of replies by `Accept-Encoding`: brotli where the client takes it, else gzip, at
 * levels that cost little CPU (a 10,000-row listing of 5.3 MiB becomes about 0.35 MiB in some
 * 20 ms, off the event loop). Bodies under MIN_COMPRESSED_BYTES gain too little to be worth it and leave as they are.
 */
import { type Transform } from 'node:stream';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
} from 'node:zlib';

export type Encoding = 'br' | 'gzip';

export const MIN_COMPRESSED_BYTES = 1024;
/** Bodies up to this size are compressed at once; larger ones on libuv's thread pool. */
const COMPRESS_AT_ONCE_BYTES = 64 * 1024;
/**
 * Brotli on the thread pool (large bodies) at quality 4: a third smaller than gzip 3. On the event
 * loop, where every microsecond holds up other callers, at quality 1: the fastest of all (a 100-row
 * listing of 54 KiB in 0.07 ms, to 6.8 KiB), where quality 4 took 0.2 ms and cost 40 % of the
 * throughput (`npm run bench -- compression`).
 */
const BROTLI_QUALITY = 4;
const BROTLI_QUALITY_AT_ONCE = 1;
const GZIP_LEVEL = 3;

/** The encodings the client takes (a q-value above 0), brotli first: `br`, `gzip`, both or none. */
export function acceptedEncodings(acceptEncoding: string | string[] | undefined): Encoding[] {
  const accepted = new Map<string, number>();
  for (const item of (Array.isArray(acceptEncoding)
    ? acceptEncoding.join(',')
    : (acceptEncoding ?? '')
  ).split(',')) {
    const [name = '', ...parameters] = item.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const takes = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(takes);
}

/** The encoding to answer with, or null for the body as it is. */
export const chooseEncoding = (acceptEncoding: string | string[] | undefined): Encoding | null =>
  acceptedEncodings(acceptEncoding)[0] ?? null;

const brotliOptions = (size: number, quality = BROTLI_QUALITY) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** The body compressed; at once when small, off the event loop when large. */
export function compress(body: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
  if (body.length <= COMPRESS_AT_ONCE_BYTES) {
    return encoding === 'br'
      ? brotliCompressSync(body, brotliOptions(body.length, BROTLI_QUALITY_AT_ONCE))
      : gzipSync(body, { level: GZIP_LEVEL });
  }
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, compressed: Buffer) => (error ? reject(error) : resolve(compressed));
    if (encoding === 'br') brotliCompress(body, brotliOptions(body.length), done);
    else gzip(body, { level: GZIP_LEVEL }, done);
  });
}

/** A stream that compresses what passes through it, for bodies whose size is not known up front. */
export function compressingStream(encoding: Encoding): Transform {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : createGzip({ level: GZIP_LEVEL });
}
