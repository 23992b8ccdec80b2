import { randomBytes } from 'node:crypto';
import type { Middleware } from './compose.ts';

const CID_DIGITS = 24;
const CIDS_PER_DRAW = 512;
let cidPool = '';
let cidOffset = 0;

/** 24 random hex digits, cut from a pool filled by one randomBytes call per 512 ids. */
export function newCid(): string {
  if (cidOffset >= cidPool.length) {
    cidPool = randomBytes((CID_DIGITS / 2) * CIDS_PER_DRAW).toString('hex');
    cidOffset = 0;
  }
  cidOffset += CID_DIGITS;
  return cidPool.slice(cidOffset - CID_DIGITS, cidOffset);
}

/** Gives the request its correlation id, which every reply names in the server's cid header. */
export const correlationId =
  <Context extends object>(): Middleware<Context, Context & { cid: string }> =>
  (context, next) =>
    next(Object.assign(context, { cid: newCid() }));
