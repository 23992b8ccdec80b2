/**
 * The correlation id of a request (`cid`): the one the client or a proxy sent in the server's cid
 * header when it is a valid id, else a fresh one. The access log gives it to the request as it
 * arrives and names it in the reply's cid header and in the request's line; the API's replies and
 * error messages quote the same id.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
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

/**
 * An id taken as it comes: 8 to 64 letters, digits, `-`, `_`, `.` or `:` (a UUID, a trace id, an
 * id of ours). Anything else, a list of several included, is replaced by a fresh id.
 */
const VALID_CID = /^[A-Za-z0-9._:-]{8,64}$/;

export const isValidCid = (value: unknown): value is string =>
  typeof value === 'string' && VALID_CID.test(value);

const cidKey = Symbol('cid');
type RequestWithCid = IncomingMessage & { [cidKey]?: string };

/**
 * Gives the request its id: the value of `headerName` (lower case) when valid, else a fresh one.
 */
export function assignCid(request: IncomingMessage, headerName: string): string {
  const given = request.headers[headerName];
  const cid = isValidCid(given) ? given : newCid();
  (request as RequestWithCid)[cidKey] = cid;
  return cid;
}

/** The id assignCid gave the request, if it has one. */
export const assignedCid = (request: IncomingMessage): string | undefined =>
  (request as RequestWithCid)[cidKey];

/**
 * Gives the request's context its correlation id, which every reply names in the server's cid
 * header: the id the access log gave it, or a fresh one where no access log saw the request.
 */
export const correlationId =
  <Context extends { request: IncomingMessage }>(): Middleware<Context, Context & { cid: string }> =>
  (context, next) =>
    next(Object.assign(context, { cid: assignedCid(context.request) ?? newCid() }));
