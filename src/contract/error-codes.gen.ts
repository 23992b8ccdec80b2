// Generated from schemas/catalogue.json by `npm run generate`. Do not edit: change the catalogue and regenerate.

/** Every error code of the catalogue by name, as it travels in a JSON-RPC error's `code`. */
export const ErrorCode = {
  /** 001 (spec): Unanticipated error; the message holds the correlation id (cid) to quote to the operator. */
  unanticipated: 1,
  /** 002 (spec): Invalid combination of zipcode, house number and extension (all three in the message); select a valid one with the postcodes functions. */
  invalidAddress: 2,
  /** 003 (spec): The address (in the message) is valid, but the provider does not service it; expected to be permanent. */
  notServiced: 3,
  /** 004 (spec): Service temporarily unavailable at the address (in the message): a disruption at the provider's backoffice. */
  temporarilyUnavailable: 4,
  /** 005 (spec): The user is not authorised to order the named product. */
  notAuthorisedToOrder: 5,
  /** 006 (spec): Failed to create the named item: it already exists, or a prerequisite is missing (a mailbox needs an existing client; a forwarder's address may not be a mailbox). */
  createFailed: 6,
  /** 007 (spec): Failed to delete the named item; main cause: it does not exist. */
  deleteFailed: 7,
  /** 008 (spec): Failed to update the named item; main cause: it does not exist. */
  updateFailed: 8,
  /** 010 (spec): Connection too complex for this software version: KPN, which owns the national copper network (KPNWBA, KPNWEAS), labels the address complex. */
  tooComplex: 10,
  /** 011 (spec): The request or the reply does not comply with its schema; data.errors lists the failing paths. */
  schemaViolation: 11,
  /** 012 (spec): Config prohibited: the user tried an action it is not authorised for (a permission it lacks, or an action the item does not allow). */
  configProhibited: 12,
  /** -32700 (JSON-RPC 2.0): Parse error: the body is not valid JSON (or not UTF-8). */
  parseError: -32700,
  /** -32600 (JSON-RPC 2.0): Invalid Request: not a JSON-RPC 2.0 request object, or an empty batch, or a batch of more than 100 entries. */
  invalidRequest: -32600,
  /** -32601 (JSON-RPC 2.0): Method not found: the class has no method of that name. */
  methodNotFound: -32601,
  /** -32000 (sandbox design): Batch reply limit: this entry would take the batch's replies past 32 MiB; send it in a request of its own. */
  batchReplyLimit: -32000,
  /** -32001 (sandbox design): Not implemented yet: the method is in the contract, but the sandbox does not carry it out yet. */
  notImplemented: -32001,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;

/** Any code of the catalogue. */
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

/**
 * What each code means, as the catalogue says it: `shown` as people read it, the HTTP status a
 * JSON-RPC error travels on, its `scope` (any call, the methods that list it, or the request as a
 * whole), where it comes from, and its meaning.
 */
export const errorCodeMeanings = {
  unanticipated: {
    code: 1,
    shown: '001',
    httpStatus: 200,
    scope: 'call',
    origin: 'spec',
    message: 'Unanticipated error; the message holds the correlation id (cid) to quote to the operator.',
  },
  invalidAddress: {
    code: 2,
    shown: '002',
    httpStatus: 200,
    scope: 'method',
    origin: 'spec',
    message:
      'Invalid combination of zipcode, house number and extension (all three in the message); select a valid one with the postcodes functions.',
  },
  notServiced: {
    code: 3,
    shown: '003',
    httpStatus: 200,
    scope: 'method',
    origin: 'spec',
    message:
      'The address (in the message) is valid, but the provider does not service it; expected to be permanent.',
  },
  temporarilyUnavailable: {
    code: 4,
    shown: '004',
    httpStatus: 200,
    scope: 'method',
    origin: 'spec',
    message:
      "Service temporarily unavailable at the address (in the message): a disruption at the provider's backoffice.",
  },
  notAuthorisedToOrder: {
    code: 5,
    shown: '005',
    httpStatus: 200,
    scope: 'method',
    origin: 'spec',
    message: 'The user is not authorised to order the named product.',
  },
  createFailed: {
    code: 6,
    shown: '006',
    httpStatus: 200,
    scope: 'method',
    origin: 'spec',
    message:
      "Failed to create the named item: it already exists, or a prerequisite is missing (a mailbox needs an existing client; a forwarder's address may not be a mailbox).",
  },
  deleteFailed: {
    code: 7,
    shown: '007',
    httpStatus: 200,
    scope: 'method',
    origin: 'spec',
    message: 'Failed to delete the named item; main cause: it does not exist.',
  },
  updateFailed: {
    code: 8,
    shown: '008',
    httpStatus: 200,
    scope: 'method',
    origin: 'spec',
    message: 'Failed to update the named item; main cause: it does not exist.',
  },
  tooComplex: {
    code: 10,
    shown: '010',
    httpStatus: 200,
    scope: 'method',
    origin: 'spec',
    message:
      'Connection too complex for this software version: KPN, which owns the national copper network (KPNWBA, KPNWEAS), labels the address complex.',
  },
  schemaViolation: {
    code: 11,
    shown: '011',
    httpStatus: 200,
    scope: 'call',
    origin: 'spec',
    message: 'The request or the reply does not comply with its schema; data.errors lists the failing paths.',
  },
  configProhibited: {
    code: 12,
    shown: '012',
    httpStatus: 200,
    scope: 'call',
    origin: 'spec',
    message:
      'Config prohibited: the user tried an action it is not authorised for (a permission it lacks, or an action the item does not allow).',
  },
  parseError: {
    code: -32700,
    shown: '-32700',
    httpStatus: 200,
    scope: 'request',
    origin: 'JSON-RPC 2.0',
    message: 'Parse error: the body is not valid JSON (or not UTF-8).',
  },
  invalidRequest: {
    code: -32600,
    shown: '-32600',
    httpStatus: 200,
    scope: 'request',
    origin: 'JSON-RPC 2.0',
    message:
      'Invalid Request: not a JSON-RPC 2.0 request object, or an empty batch, or a batch of more than 100 entries.',
  },
  methodNotFound: {
    code: -32601,
    shown: '-32601',
    httpStatus: 200,
    scope: 'request',
    origin: 'JSON-RPC 2.0',
    message: 'Method not found: the class has no method of that name.',
  },
  batchReplyLimit: {
    code: -32000,
    shown: '-32000',
    httpStatus: 200,
    scope: 'request',
    origin: 'sandbox design',
    message:
      "Batch reply limit: this entry would take the batch's replies past 32 MiB; send it in a request of its own.",
  },
  notImplemented: {
    code: -32001,
    shown: '-32001',
    httpStatus: 200,
    scope: 'method',
    origin: 'sandbox design',
    message: 'Not implemented yet: the method is in the contract, but the sandbox does not carry it out yet.',
  },
} as const;
