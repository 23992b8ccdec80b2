/**
 * The portal's client against a real sandbox behind the differing service
 * (src/sandbox/testing/differing-service.ts), signed in for the tests of one file: each test starts
 * with the replies as the sandbox sends them and nothing remembered as not offered.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type DifferingService, startDifferingService } from '../../sandbox/testing/differing-service.ts';
import {
  type RunningSandbox,
  type SandboxConfig,
  startTestSandbox,
} from '../../sandbox/testing/sandbox-under-test.ts';
import { logIn } from '../auth-endpoints.ts';
import { forgetNotOffered } from '../offered.ts';
import { endSession } from '../session.ts';
import { configureApiBase } from '../transport.ts';

export const SANDBOX_ADMIN = { username: 'admin', password: 'sandbox-admin' };

/**
 * Starts both before the file's tests and stops them after. The service handed back passes each
 * call on to the one started, so a file may take it apart at the top; the sandbox is there once started.
 */
export function behindDifferingService(
  options: { account?: { username: string; password: string }; sandbox?: Partial<SandboxConfig> } = {},
): { readonly sandbox: RunningSandbox; readonly service: DifferingService } {
  let sandbox: RunningSandbox;
  let service: DifferingService;
  beforeAll(async () => {
    sandbox = await startTestSandbox(options.sandbox);
    service = await startDifferingService({ upstream: sandbox.url });
    configureApiBase(service.url);
    await logIn(options.account ?? SANDBOX_ADMIN);
  });
  afterAll(async () => {
    endSession('logged-out');
    await service.stop();
    await sandbox.stop();
  });
  afterEach(() => {
    service.differ();
    forgetNotOffered();
  });
  return {
    get sandbox() {
      return sandbox;
    },
    service: {
      get url() {
        return service.url;
      },
      differ: (...differences) => service.differ(...differences),
      callsOf: (className, method) => service.callsOf(className, method),
      stop: () => service.stop(),
    },
  };
}
