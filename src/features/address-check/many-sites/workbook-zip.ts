import { Inflate } from 'fflate';

/**
 * A workbook (.xlsx) is a zip of XML parts. A stranger's zip may say that its parts are small and
 * unpack to gigabytes, or say so honestly: the sizes its central directory declares are checked
 * before anything is unpacked, and what is unpacked is counted as it comes, in small steps, so that
 * a lie is caught after at most MAX_UNPACKED_BYTES and one step more.
 */

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is not read. */
  method: number;
  compressedSize: number;
  /** The unpacked size, as the entry declares it. */
  size: number;
  /** Where its local header starts. */
  offset: number;
}

/** The parts read-excel-file reads of a workbook (its filter): the others are never unpacked. */
export const isWorkbookPart = (name: string): boolean => name.endsWith('.xml') || name.endsWith('.xml.rels');

/** A part declared larger than this must not be packed more tightly than MAX_RATIO to one. */
const RATIO_FREE_BYTES = 1024 * 1024;
/** Spreadsheet XML packs to a tenth or a fiftieth; far beyond that is a bomb, not a sheet. */
const MAX_RATIO = 250;
/** Deflated data is unpacked this much at a time: one step unpacks to 16 MB at most. */
const STEP_BYTES = 16 * 1024;

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const UNKNOWN_32 = 0xffffffff;

/** The entries its central directory lists; null for what is not a zip (or a broken one). */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const u64 = (at: number) => Number(view.getBigUint64(at, true));
  try {
    let end = bytes.length - 22;
    const lowest = Math.max(0, end - 0xffff);
    while (end >= lowest && u32(end) !== END_OF_DIRECTORY) end--;
    if (end < lowest) return null;
    let count = u16(end + 10);
    let at = u32(end + 16);
    if ((count === 0xffff || at === UNKNOWN_32) && end >= 20 && u32(end - 20) === ZIP64_LOCATOR) {
      const zip64End = u64(end - 12);
      if (u32(zip64End) !== ZIP64_END_OF_DIRECTORY) return null;
      count = u64(zip64End + 32);
      at = u64(zip64End + 48);
    }
    const entries: ZipEntry[] = [];
    for (let index = 0; index < count; index++) {
      if (u32(at) !== DIRECTORY_ENTRY) return null;
      const nameLength = u16(at + 28);
      const extraLength = u16(at + 30);
      const commentLength = u16(at + 32);
      if (at + 46 + nameLength > bytes.length) return null;
      const entry = {
        name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
        method: u16(at + 10),
        compressedSize: u32(at + 20),
        size: u32(at + 24),
        offset: u32(at + 42),
      };
      readZip64Extra(view, at + 46 + nameLength, extraLength, entry);
      entries.push(entry);
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } catch {
    // a field beyond the end of the bytes
    return null;
  }
}

/** Sizes and offset too large for 32 bits stand in the zip64 extra field, in this order. */
function readZip64Extra(view: DataView, start: number, length: number, entry: ZipEntry): void {
  let at = start;
  while (at + 4 <= start + length) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === ZIP64_EXTRA) {
      let field = at + 4;
      const next = () => {
        const value = Number(view.getBigUint64(field, true));
        field += 8;
        return value;
      };
      if (entry.size === UNKNOWN_32) entry.size = next();
      if (entry.compressedSize === UNKNOWN_32) entry.compressedSize = next();
      if (entry.offset === UNKNOWN_32) entry.offset = next();
      return;
    }
    at += 4 + size;
  }
}

/**
 * Whether the parts to read say they unpack to more than `limit` together, or one of some size
 * packs more tightly than MAX_RATIO to one: refused before anything is unpacked.
 */
export function declaresTooMuch(entries: readonly ZipEntry[], limit: number): boolean {
  let total = 0;
  for (const entry of entries) {
    if (!isWorkbookPart(entry.name)) continue;
    total += entry.size;
    if (entry.size > RATIO_FREE_BYTES && entry.size > entry.compressedSize * MAX_RATIO) return true;
  }
  return total > limit;
}

export type Unpacked =
  { ok: true; parts: Record<string, Uint8Array> } | { ok: false; problem: 'not-a-zip' | 'too-large' };

class TooLarge extends Error {}

/**
 * The workbook's parts unpacked, as long as they declare no more than `limit` bytes together and
 * truly unpack to no more.
 */
export function unpackWorkbook(bytes: Uint8Array, limit: number): Unpacked {
  const entries = zipEntries(bytes);
  if (entries === null) return { ok: false, problem: 'not-a-zip' };
  if (declaresTooMuch(entries, limit)) return { ok: false, problem: 'too-large' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Record<string, Uint8Array> = {};
  let unpacked = 0;
  const count = (length: number) => {
    unpacked += length;
    if (unpacked > limit) throw new TooLarge();
  };
  try {
    for (const entry of entries) {
      if (!isWorkbookPart(entry.name)) continue;
      const at = entry.offset;
      if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_HEADER) {
        return { ok: false, problem: 'not-a-zip' };
      }
      const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
      const end = start + entry.compressedSize;
      if (end > bytes.length) return { ok: false, problem: 'not-a-zip' };
      if (entry.method === 0) {
        count(end - start);
        parts[entry.name] = bytes.slice(start, end);
      } else if (entry.method === 8) {
        parts[entry.name] = inflateCounted(bytes.subarray(start, end), count);
      } else return { ok: false, problem: 'not-a-zip' };
    }
  } catch (error) {
    if (error instanceof TooLarge) return { ok: false, problem: 'too-large' };
    // fflate's own errors: not deflate data
    return { ok: false, problem: 'not-a-zip' };
  }
  return { ok: true, parts };
}

/** Inflates in small steps, handing the size of every piece to `count` (which throws to stop). */
function inflateCounted(packed: Uint8Array, count: (length: number) => void): Uint8Array {
  const pieces: Uint8Array[] = [];
  let length = 0;
  const inflater = new Inflate((piece) => {
    count(piece.length);
    pieces.push(piece);
    length += piece.length;
  });
  // the last step is final: a stream that ends too soon throws there
  let at = 0;
  do {
    inflater.push(packed.subarray(at, at + STEP_BYTES), at + STEP_BYTES >= packed.length);
    at += STEP_BYTES;
  } while (at < packed.length);
  const whole = new Uint8Array(length);
  let offset = 0;
  for (const piece of pieces) {
    whole.set(piece, offset);
    offset += piece.length;
  }
  return whole;
}
