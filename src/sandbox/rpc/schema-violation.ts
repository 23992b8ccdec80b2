import type { SchemaReport } from './contract.ts';
import { ErrorCode, RpcFailure } from './errors.ts';

const ISSUES_IN_MESSAGE = 3;

/**
 * Error 011 naming the first few issues; `data.errors` lists up to MAX_LISTED_ISSUES of them. With
 * an operator cid it is about a reply that broke its schema (strict replies), else the request.
 */
export function schemaViolation(schema: string, report: SchemaReport, operatorCid?: string): RpcFailure {
  const named = report.issues.slice(0, ISSUES_IN_MESSAGE).map((issue) => `${issue.path} ${issue.message}`);
  const unnamed = report.count - named.length;
  const rest = report.stoppedAtFirst
    ? ' (validation stopped at the first problem: the params hold too many values to list them all)'
    : unnamed > 0
      ? `; and ${unnamed} more (see data.errors)`
      : '';
  const what = operatorCid === undefined ? 'request' : 'reply';
  const quote = operatorCid === undefined ? '' : ` Quote cid ${operatorCid} to the operator.`;
  return new RpcFailure(
    ErrorCode.schemaViolation,
    `The ${what} does not comply with ${schema}: ${named.join('; ')}${rest}.${quote}`,
    { schema, errors: report.issues, error_count: report.count },
  );
}
