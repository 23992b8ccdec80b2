/**
 * Browser code names error codes (src/contract/error-codes.gen.ts): ESLint (eslint.config.js,
 * no-restricted-syntax) refuses a number compared with a `.code`, switched on as one, or put in
 * for a missing one there; the Node programs, and numbers that are no error codes, pass.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

/** The lines no-restricted-syntax refuses in a module at `file` holding `code`. */
async function refusedLines(file: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  const refusals = (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax');
  for (const refusal of refusals) expect(refusal.message).toContain('src/contract/error-codes.gen.ts');
  return refusals.map((refusal) => refusal.line);
}

const probe = `declare const error: { code: number } | undefined;
declare const reply: { code: number; status: number };
export const unknownAddress = reply.code === 2;
export const offered = -32601 !== reply.code;
export const notServed = error?.code == 3;
export const known = reply.code ?? 1;
export function reason(): string {
  switch (reply.code) {
    case 4:
      return 'unavailable';
    case -32600:
      return 'invalid';
    default:
      return 'other';
  }
}
declare const code: number;
export const nul = code === 0;
export const answered = reply.code > 0;
export const found = reply.status === 404;
export const named = reply.code === Number('2');
`;
const REFUSED = [3, 4, 5, 6, 9, 11];

describe('numeric error codes', () => {
  it.each(['src/features/probe.tsx', 'src/widget/probe.ts', 'src/api/probe.ts', 'src/contract/probe.ts'])(
    'are refused in browser code: %s',
    async (file) => {
      expect(await refusedLines(file, probe)).toEqual(REFUSED);
    },
  );

  it.each(['src/sandbox/rpc/probe.ts', 'src/server/probe.ts'])(
    'are left to the Node programs: %s',
    async (file) => {
      expect(await refusedLines(file, probe)).toEqual([]);
    },
  );

  it('pass when named', async () => {
    const named = `import { ErrorCode } from '../contract/error-codes.gen.ts';
declare const reply: { code: number };
export const unknownAddress = reply.code === ErrorCode.invalidAddress;
`;
    expect(await refusedLines('src/widget/probe.ts', named)).toEqual([]);
  });
});
