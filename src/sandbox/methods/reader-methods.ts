import type { MethodHandler } from '../rpc/context.ts';
import { listCarriers } from './broadband/list-carriers.ts';

/**
 * Methods that can read for long (listings of up to all products of a large catalogue), by
 * `<class> <method>`: they run on reader threads (rpc/reader-threads.ts) so that they hold up no
 * other call. A reader thread loads this module alone, not every method.
 */
export const readerMethods: ReadonlyMap<string, MethodHandler<never, unknown>> = new Map([
  ['broadband/v1 list_carriers', listCarriers],
]);
