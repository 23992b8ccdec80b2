/**
 * Reads one list off the page: the page posts a file or pasted text, gets its SheetReading back,
 * and ends the worker (sheet-reader.ts).
 */
import { readPastedText, readSheetFile } from './sheet-input.ts';
import { type SheetReading, failure } from './sheet-reading.ts';
import type { SheetSource } from './sheet-reader.ts';

addEventListener('message', (event: MessageEvent<SheetSource>) => {
  const source = event.data;
  const read = async (): Promise<SheetReading> => {
    try {
      return 'file' in source ? await readSheetFile(source.file) : readPastedText(source.text);
    } catch {
      return failure({ kind: 'not-a-spreadsheet' });
    }
  };
  void read().then((reading) => postMessage(reading));
});
