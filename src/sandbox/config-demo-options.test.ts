import { describe, expect, it } from 'vitest';
import { ConfigError, configFromArgs } from './config.ts';

describe('the options of demo mode', () => {
  it('default the limits that keep strangers off other prospects’ copies', () => {
    expect(configFromArgs(['--demo'], {}).config.demo).toEqual({
      idleMinutes: 60,
      maxCopies: 40,
      backofficeSeconds: 20,
      inUseMinutes: 10,
      copiesPerClient: 3,
      signInsPerMinute: 60,
      copyGrowthKib: 4096,
    });
  });

  it('take flags before environment variables', () => {
    const { demo } = configFromArgs(
      ['--demo', '--demo-copies-per-client', '5', '--demo-copy-growth-kib', '1024'],
      {
        SANDBOX_DEMO_COPIES_PER_CLIENT: '9',
        SANDBOX_DEMO_IN_USE_MINUTES: '15',
        SANDBOX_DEMO_SIGN_INS_PER_MINUTE: '120',
      },
    ).config;
    expect(demo).toMatchObject({
      copiesPerClient: 5,
      copyGrowthKib: 1024,
      inUseMinutes: 15,
      signInsPerMinute: 120,
    });
  });

  it('refuse a limit out of range', () => {
    expect(() => configFromArgs(['--demo', '--demo-copies-per-client', '0'], {})).toThrow(ConfigError);
    expect(() => configFromArgs(['--demo', '--demo-copy-growth-kib', '10'], {})).toThrow(/64 to/);
  });
});
