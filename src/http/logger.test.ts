import { execFile } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createLogger, jsonLineWriter } from './logger.ts';

/** Members as the access log hands them over: JSON in ASCII, escapes included, and one longer than a batch. */
const MEMBERS = [
  '"cid":"0123456789abcdef01234567","path":"/broadband/basic/v1","status":200,"ms":0.43',
  '"path":"/a\\"b\\\\c\\u0001/caf\\u00e9/\\ud83d\\ude00","status":404,"methods":["x"]',
  `"path":"/${'long'.repeat(25_000)}","status":200`,
];

const TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const run = promisify(execFile);

describe('the lines of jsonLineWriter', () => {
  it('reach stdout in order and whole, across many batches', async () => {
    const script = `
      import { createLogger, jsonLineWriter } from ${JSON.stringify(new URL('./logger.ts', import.meta.url).href)};
      const logger = createLogger({ level: 'info', format: 'json' });
      const writeLine = jsonLineWriter(logger, 'request');
      const members = ${JSON.stringify(MEMBERS)};
      for (let round = 0; round < 300; round += 1) {
        for (const line of members) writeLine(round % 2 ? 'error' : 'info', line);
        if (round % 100 === 0) logger.info({ round }, 'pino');
      }
    `;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      maxBuffer: 256 * 1024 * 1024,
    });
    const lines = stdout.split('\n');
    expect(lines.pop()).toBe('');
    const requests = lines.filter((line) => line.endsWith(',"msg":"request"}'));
    expect((JSON.parse(requests[1]!) as { path: string }).path).toBe('/a"b\\c\u0001/café/😀');
    expect(requests).toHaveLength(300 * MEMBERS.length);
    requests.forEach((line, index) => {
      const level = Math.floor(index / MEMBERS.length) % 2 ? 'error' : 'info';
      const { time } = JSON.parse(line) as { time: string };
      expect(time).toMatch(TIME);
      expect(line).toBe(
        `{"level":"${level}","time":"${time}",${MEMBERS[index % MEMBERS.length]!},"msg":"request"}`,
      );
    });
    expect(lines.filter((line) => line.includes('"msg":"pino"')).map((line) => JSON.parse(line))).toEqual(
      [0, 100, 200].map((round) => ({
        level: 'info',
        time: expect.stringMatching(TIME),
        round,
        msg: 'pino',
      })),
    );
  });

  it('are the same text on a stream of another kind', () => {
    const written: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => written.push(chunk.toString('utf8')));
    const writeLine = jsonLineWriter(createLogger({ level: 'info', format: 'json', to: stream }), 'request');
    for (const members of MEMBERS) writeLine('info', members);
    const lines = written.join('').split('\n').slice(0, -1);
    expect(lines).toHaveLength(MEMBERS.length);
    lines.forEach((line, index) => {
      const { time } = JSON.parse(line) as { time: string };
      expect(line).toBe(`{"level":"info","time":"${time}",${MEMBERS[index]!},"msg":"request"}`);
    });
  });
});
