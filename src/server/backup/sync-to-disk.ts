import { closeSync, fsyncSync, openSync } from 'node:fs';

/** Flushes a file, or a folder's entries, to the disk before the next step relies on it. */
export function syncToDisk(path: string): void {
  const descriptor = openSync(path, 'r');
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}
