import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../contract/types.gen.ts';
import { nextStep } from './moving-backoffice.ts';

const now = new Date('2026-11-25T10:00:00Z');
const fresh = {
  uuid: '00000000-0000-4000-8000-000000000001',
  action: 'new',
  state: 'new',
  open: true,
  last_updated: '2026-11-01T08:00:00Z',
  closed_at: null,
  sitesurvey_plan_date: null,
  sitesurvey_executed_date: null,
  externalworks_plan_date: '2026-12-01',
  externalworks_executed_date: null,
  internalworks_plan_date: null,
  internalworks_executed_date: null,
  expected_completion_date: null,
  cancel_possible: true,
  document_before_transaction: null,
  document_after_transaction: { transaction: { state: 'new' } },
} as unknown as Transaction;

describe('the moving backoffice', () => {
  it('plans the works, does them one by one, then finishes', () => {
    const processing = nextStep(fresh, now);
    expect(processing).toMatchObject({
      state: 'processing',
      last_updated: '2026-11-25T10:00:00Z',
      sitesurvey_plan_date: '2026-11-28',
      externalworks_plan_date: '2026-12-01',
      internalworks_plan_date: '2026-12-07',
      expected_completion_date: '2026-12-09',
      document_after_transaction: { transaction: { state: 'processing' } },
    });
    const surveyed = nextStep(processing, now);
    expect(surveyed).toMatchObject({ state: 'processing', sitesurvey_executed_date: '2026-11-25' });
    const external = nextStep(surveyed, now);
    expect(external.externalworks_executed_date).toBe('2026-11-25');
    const internal = nextStep(external, now);
    expect(internal.internalworks_executed_date).toBe('2026-11-25');
    expect(nextStep(internal, now)).toMatchObject({
      state: 'finished',
      open: false,
      closed_at: '2026-11-25T10:00:00Z',
      cancel_possible: false,
      cleanorder_executed_date: '2026-11-25',
      document_after_transaction: { transaction: { state: 'finished' } },
    });
  });

  it('finishes a termination without works', () => {
    const processing = nextStep({ ...fresh, action: 'terminate' }, now);
    expect(processing.sitesurvey_plan_date).toBeNull();
    expect(nextStep(processing, now).state).toBe('finished');
  });
});
