/** When the steps of a transaction happen, consistent with its state and relative to `now`. */
import { addDays, addMinutes, earliest, startOfDay, toDate } from './dates.ts';
import type { Timeline, TransactionAction, TransactionState } from './transaction-context.ts';
import { LEAD_TIME } from './transactions-data.ts';
import type { Rng } from './random.ts';

export function timelineFor(
  rng: Rng,
  now: Date,
  state: TransactionState,
  action: TransactionAction,
): Timeline {
  const [minLead, maxLead] = LEAD_TIME[action];
  const daysAgo =
    state === 'new'
      ? rng.int(0, 10)
      : state === 'processing'
        ? rng.int(4, 75)
        : state === 'finished'
          ? rng.int(20, 600)
          : rng.int(3, 400);
  let created = addMinutes(addDays(startOfDay(now), -daysAgo), rng.int(7 * 60, 18 * 60));
  if (created.getTime() > now.getTime() - 30 * 60_000) created = addMinutes(now, -rng.int(30, 300));
  const lead = rng.int(minLead, maxLead);
  const planned = addMinutes(addDays(created, lead), rng.int(0, 600));
  const latest = addMinutes(now, -120);

  switch (state) {
    case 'new': {
      const lastUpdated = rng.chance(0.4)
        ? created
        : addMinutes(
            created,
            rng.int(1, Math.max(1, Math.floor((now.getTime() - created.getTime()) / 60_000))),
          );
      const expected = planned.getTime() < addDays(now, 2).getTime() ? addDays(now, rng.int(2, 30)) : planned;
      return { created, lastUpdated, closed: null, cancelDate: null, expected };
    }
    case 'processing': {
      const span = Math.max(1, Math.floor((now.getTime() - created.getTime()) / 60_000));
      const lastUpdated = addMinutes(created, rng.int(Math.min(span, 60), span));
      const expected = planned.getTime() < addDays(now, 2).getTime() ? addDays(now, rng.int(2, 40)) : planned;
      return { created, lastUpdated, closed: null, cancelDate: null, expected };
    }
    case 'finished': {
      let closed = earliest(planned, latest);
      if (closed.getTime() <= created.getTime()) closed = addMinutes(created, 60);
      return {
        created,
        lastUpdated: addMinutes(closed, rng.int(0, 20)),
        closed,
        cancelDate: null,
        expected: closed,
      };
    }
    case 'cancelled': {
      let cancelDate = earliest(
        addDays(created, rng.int(0, Math.max(0, Math.min(10, daysAgo, lead - 1)))),
        latest,
      );
      if (cancelDate.getTime() < created.getTime()) cancelDate = created;
      const closed = earliest(addMinutes(cancelDate, rng.int(30, 48 * 60)), latest);
      const finalClosed = closed.getTime() < cancelDate.getTime() ? cancelDate : closed;
      return {
        created,
        lastUpdated: finalClosed,
        closed: finalClosed,
        cancelDate,
        expected: rng.chance(0.7) ? planned : null,
      };
    }
  }
}

type Works = {
  plan: string | null;
  replan: boolean | null;
  executed: string | null;
};

/** A planned piece of work between creation and completion, executed when its date has passed. */
export function works(
  rng: Rng,
  now: Date,
  state: TransactionState,
  timeline: Timeline,
  fraction: number,
): Works {
  const end = timeline.closed ?? timeline.expected ?? addDays(timeline.created, 30);
  const span = Math.max(0, end.getTime() - timeline.created.getTime());
  if (state === 'new' && rng.chance(0.6)) return { plan: null, replan: null, executed: null };
  let plan = new Date(timeline.created.getTime() + span * fraction);
  if (state === 'new' && plan.getTime() < now.getTime()) plan = addDays(now, rng.int(1, 10));
  const limit =
    state === 'cancelled' ? (timeline.cancelDate ?? timeline.created) : state === 'finished' ? end : now;
  const executed = state !== 'new' && plan.getTime() <= limit.getTime();
  if (state === 'cancelled' && !executed)
    return { plan: rng.chance(0.5) ? toDate(plan) : null, replan: false, executed: null };
  return { plan: toDate(plan), replan: rng.chance(0.1), executed: executed ? toDate(plan) : null };
}
