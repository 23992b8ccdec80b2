import { describe, expect, it } from 'vitest';
import { cliOptionsOf } from './options.ts';
import { CouldNotRun } from './service.ts';

const CREDENTIALS = { API_USERNAME: 'jan', API_PASSWORD: 'geheim' };
const baseOf = (url: string) => cliOptionsOf(['--api-upstream', url], CREDENTIALS).base;

describe('--api-upstream: the password goes with the calls, so only over https', () => {
  it.each([
    ['https://api.provider.example/v2/', 'https://api.provider.example/v2'],
    ['http://localhost:8080/api', 'http://localhost:8080/api'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['http://127.45.3.2/', 'http://127.45.3.2'],
    ['http://[::1]:8080/api/', 'http://[::1]:8080/api'],
  ])('%s is taken (https, or http on this machine)', (url, base) => {
    expect(baseOf(url)).toBe(base);
  });

  it.each([
    'http://api.provider.example/',
    'http://10.0.0.7:8080/',
    'http://128.0.0.1/',
    'http://localhost.provider.example/',
    'http://[::2]/',
    'HTTP://api.provider.example/',
  ])('%s is refused, saying why and what to do', (url) => {
    expect(() => baseOf(url)).toThrow(
      new CouldNotRun(
        'bad arguments: --api-upstream must be an https URL (http only for this machine: localhost, 127.0.0.0/8, ::1), as the password goes with every call: use the https address of the service (npm run probe -- --help)',
      ),
    );
  });

  it('a URL of another kind is refused', () => {
    expect(() => baseOf('ftp://api.provider.example/')).toThrow(
      new CouldNotRun('bad arguments: --api-upstream must be an https URL (npm run probe -- --help)'),
    );
  });
});
