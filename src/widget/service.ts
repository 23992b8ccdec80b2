/**
 * The element's calls to the service: the provider list (`list_providers`, once per API base and
 * key for the whole page), the postcodes class's lookups (`get_housenrs`, `get_housenrext`, kept
 * per element), and the check itself (`zipcode`), given up after `CALL_TIMEOUT_MS`.
 */
import { validate as listProvidersReply } from '../contract/replies/broadband-basic/list_providers.gen.js';
import { validate as zipcodeReply } from '../contract/replies/broadband-basic/zipcode.gen.js';
import { type AddressInput, providersFrom } from './model.ts';
import { CallFailure, call, failureOf } from './rpc.ts';

const CALL_TIMEOUT_MS = 30_000;

/** Where calls go: the API base and the key, as the element's attributes name them now. */
export interface Endpoint {
  apiBase: string;
  apiKey: string;
}

/** A call of the postcodes class (`method` with `params`): its result. */
export type Lookup = (method: string, params: Record<string, unknown>) => Promise<unknown>;

/** The provider lists of a page, one call per API base and key. */
const providerLists = new Map<string, Promise<string[]>>();

function providerList(apiBase: string, apiKey: string): Promise<string[]> {
  const key = `${apiBase} ${apiKey}`;
  let list = providerLists.get(key);
  if (!list) {
    list = call({
      apiBase,
      apiKey,
      path: 'broadband/basic/v1',
      method: 'list_providers',
      params: {},
      validate: listProvidersReply,
    }).then((result) => {
      const providers = providersFrom(result);
      if (!providers) throw new CallFailure({ kind: 'reply' });
      return providers;
    });
    providerLists.set(key, list);
    list.catch(() => providerLists.delete(key));
  }
  return list;
}

/**
 * Calls of the postcodes class, kept per API base, key and question; a failure is not kept.
 * `endpoint` is read at every call.
 */
export function keptLookups(endpoint: () => Endpoint): Lookup {
  const lookups = new Map<string, Promise<unknown>>();
  return (method, params) => {
    const { apiBase, apiKey } = endpoint();
    if (!apiKey) return Promise.reject(new CallFailure({ kind: 'config' }));
    const key = `${apiBase} ${apiKey} ${method} ${JSON.stringify(params)}`;
    let pending = lookups.get(key);
    if (!pending) {
      pending = call({ apiBase, apiKey, path: 'postcodes/v1', method, params });
      lookups.set(key, pending);
      pending.catch(() => lookups.delete(key));
    }
    return pending;
  };
}

/**
 * One check of an address, timed from its creation: `run` asks the provider list and `zipcode`;
 * after `CALL_TIMEOUT_MS` it is aborted as `timedOut`; `abort()` stops it from outside.
 */
export class AddressCall {
  private readonly controller = new AbortController();
  private readonly timer: ReturnType<typeof setTimeout>;
  timedOut = false;

  constructor() {
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, CALL_TIMEOUT_MS);
  }

  /** Stopped by `abort()`, not by the timeout. */
  get stopped(): boolean {
    return this.controller.signal.aborted && !this.timedOut;
  }

  abort() {
    this.controller.abort();
  }

  /** Stops the timeout; called once the check has its answer, whatever it is. */
  end() {
    clearTimeout(this.timer);
  }

  /** The page's providers and the `zipcode` result; rejects as `call` does, or with an AbortError. */
  async run(
    { apiBase, apiKey }: Endpoint,
    input: AddressInput,
  ): Promise<{ providers: string[]; result: unknown }> {
    const { signal } = this.controller;
    // The provider list is shared with other checks: stop waiting for it, not the call itself.
    const aborted = new Promise<never>((_resolve, reject) =>
      signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
    );
    aborted.catch(() => undefined);
    // A list the service does not offer or sends unreadable: the check's own reply names the providers.
    const providers = await Promise.race([
      providerList(apiBase, apiKey).catch((error: unknown) => {
        const { kind } = failureOf(error);
        if (kind === 'reply' || kind === 'not-offered') return [];
        throw error;
      }),
      aborted,
    ]);
    const result = await call({
      apiBase,
      apiKey,
      path: 'broadband/basic/v1',
      method: 'zipcode',
      params: { ...input },
      signal,
      validate: zipcodeReply,
    });
    return { providers, result };
  }
}
