/**
 * Enum values the seed iterates over, in the order the seed uses them (the order is part of the
 * deterministic output). Their types come from the JSON Schemas (via the generated contract types),
 * and seed.test.ts checks that each list names exactly the values of its schema enum.
 */
import type { Provider, Transaction } from '../../../contract/types.gen.ts';

export const PROVIDERS: readonly Provider[] = ['KPNWBA', 'KPNWEAS', 'EUROFIBER', 'TELE2', 'ZIGGO'];

export const TRANSACTION_ACTIONS: readonly Transaction['action'][] = [
  'offer',
  'new',
  'migrate',
  'change',
  'terminate',
  'migrate_out',
];

export const TRANSACTION_STATES: readonly Transaction['state'][] = [
  'new',
  'processing',
  'finished',
  'cancelled',
];
