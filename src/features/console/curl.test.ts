import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { curlCommand, shellQuote } from './curl.ts';

const cleanEnv = { PATH: process.env.PATH };

const echoArgs = (command: string) =>
  execFileSync('sh', ['-c', `set -- ${command}; printf '%s\\n' "$@"`], {
    env: { ...cleanEnv, TOKEN: 'abc' },
    encoding: 'utf8',
  });

describe('curl', () => {
  it('quotes any text into one shell word', () => {
    for (const text of [`it's`, `a "b" $c \`d\` \\e`, "''", '', 'line\nbreak']) {
      expect(
        execFileSync('sh', ['-c', `printf '%s' ${shellQuote(text)}`], { env: cleanEnv, encoding: 'utf8' }),
      ).toBe(text);
    }
  });

  it('builds a command whose words are the URL, the headers with the token and the JSON-RPC body', () => {
    const params = { name: 'O\'Brien & "Zoon"', note: '$HOME `x`' };
    const command = curlCommand('https://api.example.nl/broadband/v1', 'get_transaction', params);
    const words = echoArgs(command.replace(/^curl /, ''))
      .split('\n')
      .slice(0, -1);
    expect(words).toEqual([
      'https://api.example.nl/broadband/v1',
      '-H',
      'Authorization: Bearer abc',
      '-H',
      'Content-Type: application/json',
      '--data',
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'get_transaction', params }),
    ]);
  });
});
