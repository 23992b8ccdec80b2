import { HttpError, type NotOfferedError } from '../../../api/errors.ts';
import { MAX_RETRIES, retryDelay } from '../../../api/retry-rule.ts';
import type { Site, SiteOutcome, SiteResult } from './site-result.ts';
import { verdictOf } from './site-verdict.ts';

/**
 * A run over many sites: at most `concurrency` checks at a time. A 429 puts its site back at the
 * head of the queue, halves the concurrency and holds every new check for as long as the retry
 * rule says (src/api/retry-rule.ts: what `Retry-After` asks); 429s never count against a site's
 * retries, and steady answers let the concurrency grow back. A failure that may pass by itself (the
 * network, a 5xx, a check past its time) is tried again `retries` times, after the rule's wait,
 * before the site counts as failed; a reply that could not be read fails its site at once. A method
 * the service does not offer stops the run, its sites left unchecked. Pause lets the checks under
 * way finish and starts no new ones; cancel stops those under way too.
 */

export type RunStatus =
  'idle' | 'running' | 'pausing' | 'paused' | 'signed-out' | 'not-offered' | 'done' | 'cancelled';

export interface RunSnapshot {
  status: RunStatus;
  done: number;
  failed: number;
  remaining: number;
  /** The checks under way now and the most allowed at this moment. */
  inFlight: number;
  concurrency: number;
  /** Until when (ms since the epoch) the service asked us to wait, else null. */
  waitingUntil: number | null;
  /** Milliseconds still to go at the pace so far; null until a few sites are done. */
  estimateMs: number | null;
  /** What stopped the run ('not-offered': the service's refusal), else null. */
  stoppedBy: NotOfferedError | null;
}

export interface SiteRunOptions {
  sites: readonly Site[];
  check: (site: Site, signal: AbortSignal) => Promise<SiteOutcome>;
  onResult: (result: SiteResult) => void;
  /** The most checks at once (and where the run starts). */
  concurrency?: number;
  /** How often a failure that may pass by itself is tried again before the site counts as failed. */
  retries?: number;
  /** How long one check may take before it is given up and tried again. */
  timeoutMs?: number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}

export const DEFAULT_CONCURRENCY = 6;
const DEFAULT_TIMEOUT_MS = 30_000;
const GROW_AFTER = 10;

const abortableSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

export class SiteRun {
  private readonly queue: Site[];
  private readonly underWay = new Set<Site>();
  /** Failures that may pass by themselves, per site: they count against `retries`. */
  private readonly attempts = new Map<Site, number>();
  /** 429s per site: they never fail a site, they only make its wait longer. */
  private readonly slowDowns = new Map<Site, number>();
  private readonly options: Required<Omit<SiteRunOptions, 'sites'>>;
  private readonly maxConcurrency: number;
  private readonly listeners = new Set<() => void>();
  private readonly stopAll = new AbortController();
  private status: RunStatus = 'idle';
  private concurrency: number;
  private inFlight = 0;
  private steady = 0;
  private done = 0;
  private failed = 0;
  private waitingUntil: number | null = null;
  private stoppedBy: NotOfferedError | null = null;
  private startedAt: number | null = null;
  private checkedSinceStart = 0;
  private snapshot: RunSnapshot;

  constructor({ sites, ...options }: SiteRunOptions) {
    this.queue = [...sites];
    this.maxConcurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
    this.concurrency = this.maxConcurrency;
    this.options = {
      concurrency: this.maxConcurrency,
      retries: MAX_RETRIES,
      timeoutMs: DEFAULT_TIMEOUT_MS,
      sleep: abortableSleep,
      now: () => Date.now(),
      ...options,
    };
    this.snapshot = this.takeSnapshot();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): RunSnapshot => this.snapshot;

  start(): void {
    if (this.status !== 'idle' && this.status !== 'paused' && this.status !== 'signed-out') return;
    this.status = 'running';
    this.startedAt = this.options.now();
    this.checkedSinceStart = 0;
    this.fill();
    this.changed();
  }

  /** Starts no new checks; those under way finish. */
  pause(): void {
    if (this.status !== 'running') return;
    this.status = this.inFlight > 0 ? 'pausing' : 'paused';
    this.changed();
  }

  resume(): void {
    if (this.status === 'pausing') {
      this.status = 'running';
      this.fill();
      this.changed();
    } else this.start();
  }

  /** Stops the checks under way as well; the sites not checked stay unchecked. */
  cancel(): void {
    if (this.status === 'done' || this.status === 'cancelled') return;
    this.status = 'cancelled';
    this.stopAll.abort();
    this.changed();
  }

  /** The sites not checked yet (those under way too), in the list's order: what a later run continues with. */
  remainingSites(): Site[] {
    return [...this.underWay, ...this.queue].sort((a, b) => a.line - b.line);
  }

  private fill(): void {
    while (
      this.status === 'running' &&
      this.waitingUntil === null &&
      this.inFlight < this.concurrency &&
      this.queue.length > 0
    ) {
      const site = this.queue.shift()!;
      this.inFlight += 1;
      this.underWay.add(site);
      void this.checkOne(site);
    }
    if (this.inFlight === 0 && this.status === 'pausing') this.status = 'paused';
    if (
      this.inFlight === 0 &&
      this.waitingUntil === null &&
      this.status === 'running' &&
      this.queue.length === 0
    )
      this.status = 'done';
  }

  private async checkOne(site: Site): Promise<void> {
    const stopped = this.stopAll.signal;
    // its own signal: aborted when the run is cancelled, or when the check takes too long
    const check = new AbortController();
    const giveUp = () => check.abort(new DOMException('The check took too long.', 'TimeoutError'));
    const timer = setTimeout(giveUp, this.options.timeoutMs);
    const cancel = () => check.abort(stopped.reason);
    stopped.addEventListener('abort', cancel);
    let outcome: SiteOutcome | null = null;
    try {
      outcome = await this.options.check(site, check.signal);
    } catch (error) {
      const timedOut = check.signal.aborted && !stopped.aborted;
      if (!stopped.aborted) this.onFailure(site, timedOut ? check.signal.reason : error);
    } finally {
      clearTimeout(timer);
      stopped.removeEventListener('abort', cancel);
    }
    this.inFlight -= 1;
    this.underWay.delete(site);
    if (outcome && !stopped.aborted) this.record(site, outcome);
    else if (stopped.aborted) this.queue.unshift(site);
    this.fill();
    this.changed();
  }

  private record(site: Site, outcome: SiteOutcome): void {
    this.attempts.delete(site);
    this.slowDowns.delete(site);
    if (outcome.kind === 'failed') this.failed += 1;
    else this.done += 1;
    this.checkedSinceStart += 1;
    this.steady += 1;
    if (this.steady >= GROW_AFTER && this.concurrency < this.maxConcurrency) {
      this.concurrency += 1;
      this.steady = 0;
    }
    this.options.onResult({ site, outcome });
  }

  private onFailure(site: Site, error: unknown): void {
    const attempt = this.attempts.get(site) ?? 0;
    const slowDowns = this.slowDowns.get(site) ?? 0;
    const verdict = verdictOf(error);
    if (verdict.kind === 'outcome') {
      this.record(site, verdict.outcome);
      return;
    }
    if (verdict.kind === 'signed-out') {
      this.queue.unshift(site);
      if (this.status === 'running' || this.status === 'pausing') this.status = 'signed-out';
      return;
    }
    if (verdict.kind === 'not-offered') {
      // asking again would only be refused again: the sites wait for a service that offers the check
      this.queue.unshift(site);
      this.stoppedBy ??= verdict.error;
      if (this.status === 'running' || this.status === 'pausing' || this.status === 'signed-out')
        this.status = 'not-offered';
      return;
    }
    if (verdict.kind === 'retry' && attempt >= this.options.retries) {
      const message = error instanceof Error ? error.message : String(error);
      const code = error instanceof HttpError ? error.status : null;
      this.record(site, { kind: 'failed', message, code });
      return;
    }
    this.queue.unshift(site);
    this.steady = 0;
    if (verdict.kind === 'slow-down') {
      this.slowDowns.set(site, slowDowns + 1);
      // the refusals of one moment slow the run down once, not once each
      if (this.waitingUntil === null) this.concurrency = Math.max(1, Math.floor(this.concurrency / 2));
      this.holdFor(retryDelay(slowDowns, error));
    } else {
      this.attempts.set(site, attempt + 1);
      this.holdFor(retryDelay(attempt, error));
    }
  }

  private holdFor(waitMs: number): void {
    const until = this.options.now() + waitMs;
    if (this.waitingUntil !== null && this.waitingUntil >= until) return;
    this.waitingUntil = until;
    void this.options.sleep(waitMs, this.stopAll.signal).then(() => {
      if (this.waitingUntil !== until) return;
      this.waitingUntil = null;
      this.fill();
      this.changed();
    });
  }

  private takeSnapshot(): RunSnapshot {
    const remaining = this.queue.length + this.inFlight;
    const elapsed = this.startedAt === null ? 0 : this.options.now() - this.startedAt;
    const perSite = this.checkedSinceStart >= 3 ? elapsed / this.checkedSinceStart : null;
    return {
      status: this.status,
      done: this.done,
      failed: this.failed,
      remaining,
      inFlight: this.inFlight,
      concurrency: this.concurrency,
      waitingUntil: this.waitingUntil,
      stoppedBy: this.stoppedBy,
      estimateMs: perSite === null || remaining === 0 ? null : Math.round(perSite * remaining),
    };
  }

  private changed(): void {
    this.snapshot = this.takeSnapshot();
    for (const listener of this.listeners) listener();
  }
}
