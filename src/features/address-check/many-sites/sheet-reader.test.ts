import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSheetInWorker } from './sheet-reader.ts';
import { MAX_PASTE_CHARS, type SheetReading } from './sheet-reading.ts';

/** A stand-in for the browser's Worker: it answers only when told to, and keeps what it was sent. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  sent: unknown[] = [];
  terminated = false;
  readonly url: URL;
  readonly options: WorkerOptions;
  constructor(url: URL, options: WorkerOptions) {
    super();
    this.url = url;
    this.options = options;
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(reading: SheetReading) {
    this.dispatchEvent(new MessageEvent('message', { data: reading }));
  }
  fail() {
    this.dispatchEvent(new Event('error', { cancelable: true }));
  }
}

describe('readSheetInWorker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.made = [];
  });
  const worker = () => FakeWorker.made.at(-1)!;
  const rows: SheetReading = { ok: true, rows: [{ line: 1, cells: ['1012AB', '1'] }] };

  it('reads in a module worker of its own, and ends it once it has answered', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const reading = readSheetInWorker({ text: '1012AB;1' }, new AbortController().signal);
    expect(worker().url.pathname).toMatch(/sheet-reader\.worker\.ts$/);
    expect(worker().options).toEqual({ type: 'module' });
    expect(worker().sent).toEqual([{ text: '1012AB;1' }]);
    worker().answer(rows);
    expect(await reading).toEqual(rows);
    expect(worker().terminated).toBe(true);
  });

  it('ends a worker that takes too long, and refuses the list as timed out', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const reading = await readSheetInWorker({ text: '1012AB;1' }, new AbortController().signal, 30);
    expect(reading).toEqual({ ok: false, problem: { kind: 'timed-out', seconds: 1 } });
    expect(worker().terminated).toBe(true);
  });

  it('ends the worker when the read is called off (a new list, the page left)', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const controller = new AbortController();
    const reading = readSheetInWorker({ file: new Blob(['1012AB;1']) }, controller.signal);
    controller.abort();
    expect(await reading).toBeNull();
    expect(worker().terminated).toBe(true);
    // an answer after that changes nothing
    worker().answer(rows);
  });

  it('refuses the list when the worker fails (out of memory) or cannot be made', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const failing = readSheetInWorker({ text: '1012AB;1' }, new AbortController().signal);
    worker().fail();
    expect(await failing).toEqual({ ok: false, problem: { kind: 'reading-failed' } });
    expect(worker().terminated).toBe(true);

    vi.stubGlobal('Worker', function NoWorker() {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(await readSheetInWorker({ text: '1012AB;1' }, new AbortController().signal)).toEqual({
      ok: false,
      problem: { kind: 'reading-failed' },
    });
  });

  it('turns pasted text that is too long away before it reaches a worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const text = ';'.repeat(MAX_PASTE_CHARS + 1);
    expect(await readSheetInWorker({ text }, new AbortController().signal)).toEqual({
      ok: false,
      problem: { kind: 'pasted-too-long', chars: MAX_PASTE_CHARS + 1, limit: MAX_PASTE_CHARS },
    });
    expect(FakeWorker.made).toEqual([]);
  });
});
