/**
 * The calls whose answers become the OpenRPC documents' examples: examples.json, by class and
 * method, hand-written; `npm run generate` gives every method of the catalogue an entry there, an
 * empty list until someone writes its examples. They run in catalogue order on a fresh sandbox
 * seeded and running at EXAMPLE_TIME (run-examples.ts): the answers are the sandbox's own, and a
 * test replays them against a live sandbox. The mail examples create, change and delete the same
 * mailbox and forwarder, so a replay leaves the data as it found it. The values are the seed's
 * demo data (src/sandbox/store/seed/): an example that no longer matches it answers an error and
 * stops the run.
 *
 * Each example's params must be a leading run of its method's params (required first, then the
 * optional ones in schema order): test-coverage maps example params onto names by position.
 */
import type { Catalogue } from '../../src/sandbox/rpc/contract.ts';
import examplesJson from './examples.json' with { type: 'json' };

export interface ExampleCall {
  name: string;
  description?: string;
  params: Record<string, unknown>;
}

/** Example calls by class, then by method. */
export type ExampleData = Readonly<Record<string, Readonly<Record<string, readonly ExampleCall[]>>>>;

export const exampleData: ExampleData = examplesJson;

/** The moment the example sandbox is seeded at and lives at: its dates follow from it. */
export const EXAMPLE_TIME = new Date('2026-01-15T09:00:00.000Z');

/** The example sandbox's settings that change answers (besides the clock and a fresh seed). */
export const exampleSandboxSettings = { backofficeDelaySeconds: 0 } as const;

/** The account the examples call as: all permissions, whitelisted on loopback. */
export const EXAMPLE_ACCOUNT = { username: 'admin', password: 'sandbox-admin' } as const;

/** Every example call by `<class> <method>`. */
export const exampleCalls: Readonly<Record<string, readonly ExampleCall[]>> = Object.fromEntries(
  Object.entries(exampleData).flatMap(([className, methods]) =>
    Object.entries(methods).map(([method, calls]) => [`${className} ${method}`, calls] as const),
  ),
);

/**
 * The examples of every method of the catalogue, in catalogue order: a method without any has an
 * empty list to fill in. Examples for a method the catalogue lacks are a mistake.
 */
export function withEveryMethod(data: ExampleData, catalogue: Catalogue): ExampleData {
  const known = new Set(
    catalogue.classes.flatMap((entry) => entry.methods.map((method) => `${entry.class} ${method.method}`)),
  );
  const strays = Object.entries(data)
    .flatMap(([className, methods]) => Object.keys(methods).map((method) => `${className} ${method}`))
    .filter((key) => !known.has(key));
  if (strays.length > 0)
    throw new Error(`examples.json has examples for methods the catalogue lacks: ${strays.join(', ')}`);
  return Object.fromEntries(
    catalogue.classes.map((entry) => [
      entry.class,
      Object.fromEntries(entry.methods.map(({ method }) => [method, data[entry.class]?.[method] ?? []])),
    ]),
  );
}
