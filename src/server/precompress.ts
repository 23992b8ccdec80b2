/**
 * Build step: a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file
 * of the build worth compressing, so the server sends them without compressing per request.
 * index.html and config.json are left out: the server writes into them and compresses the result.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { MIN_COMPRESSED_BYTES } from '../http/compression.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSED_AT_BUILD = /\.(js|mjs|css|svg|json|webmanifest|txt)$/i;
const GENERATED_BY_THE_SERVER = new Set(['index.html', 'config.json']);

export interface PrecompressedFile {
  file: string;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export async function precompressFolder(folder: string): Promise<PrecompressedFile[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSED_AT_BUILD.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !GENERATED_BY_THE_SERVER.has(relative(folder, file)));
  return Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < MIN_COMPRESSED_BYTES) {
        return { file: relative(folder, file), bytes: bytes.length, brotliBytes: 0, gzipBytes: 0 };
      }
      const [brotliBytes, gzipBytes] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, brotliBytes), writeFile(`${file}.gz`, gzipBytes)]);
      return {
        file: relative(folder, file),
        bytes: bytes.length,
        brotliBytes: brotliBytes.length,
        gzipBytes: gzipBytes.length,
      };
    }),
  );
}
