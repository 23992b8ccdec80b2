import { useState } from 'react';
import type { RawCallOutcome } from '../../api/raw-call.ts';
import { NetworkError } from '../../api/errors.ts';
import { displayCode } from '../../contract/error-code-lookup.ts';
import { readEnvelope } from '../../contract/json-rpc-envelope.ts';
import { serviceErrorText } from '../../i18n/error-texts.ts';
import { numberFormat } from '../../i18n/intl-formats.ts';
import { useLocale, useMessages } from '../../i18n/locale.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { type ConsoleMessages, useConsoleMessages } from './messages.ts';
import type { ConsoleOutcome } from './reply-check.ts';
import { ReplyCheckView } from './reply-check-view.tsx';
import { CodeBlock } from './schema-viewer.tsx';

/** Beyond this the browser slows down noticeably rendering one <pre>. */
const SHOWN_CHARACTERS = 200_000;

interface RpcErrorBody {
  code: number;
  message: string;
  cid: string | null;
  violations: { path: string; message: string }[];
}

/** Shown as the code of an error that names none the console can read. */
const NO_CODE = 0;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON-RPC error of a reply body, read as the portal reads one (src/contract/json-rpc-envelope.ts). */
export function rpcErrorOf(body: unknown): RpcErrorBody | null {
  const reply = readEnvelope(body);
  if (reply.kind !== 'error') return null;
  const { errors } = reply.data;
  return {
    code: reply.code ?? NO_CODE,
    message: reply.message,
    cid: reply.cid,
    violations: Array.isArray(errors)
      ? errors.filter(isObject).map((issue) => ({
          path: String(issue.path ?? ''),
          message: String(issue.message ?? ''),
        }))
      : [],
  };
}

function LongJson({ json, label }: { json: string; label: string }) {
  const text = useConsoleMessages();
  const { locale } = useLocale();
  const [showAll, setShowAll] = useState(false);
  const cut = !showAll && json.length > SHOWN_CHARACTERS;
  const number = numberFormat(locale);
  return (
    <>
      <CodeBlock label={label}>
        <pre className="console-code__text">{cut ? `${json.slice(0, SHOWN_CHARACTERS)}…` : json}</pre>
      </CodeBlock>
      {cut ? (
        <p className="console-reply__cut">
          {text.truncated(number.format(SHOWN_CHARACTERS), number.format(json.length))}{' '}
          <button type="button" className="button button--small" onClick={() => setShowAll(true)}>
            {text.showAll}
          </button>
        </p>
      ) : null}
    </>
  );
}

export function formatMilliseconds(durationMs: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(durationMs);
}

function outcomeText(outcome: RawCallOutcome, text: ConsoleMessages): string {
  const rpcError = rpcErrorOf(outcome.body);
  if (outcome.status < 200 || outcome.status >= 300) return `${text.outcomeHttp} ${outcome.status}`;
  return rpcError ? text.outcomeError(displayCode(rpcError.code)) : text.outcomeResult;
}

function Outcome({ outcome }: { outcome: ConsoleOutcome }) {
  const text = useConsoleMessages();
  const messages = useMessages();
  const { locale } = useLocale();
  const rpcError = rpcErrorOf(outcome.body);
  const cid = rpcError?.cid ?? outcome.cid;
  const json = typeof outcome.body === 'string' ? outcome.body : JSON.stringify(outcome.body, null, 2);
  const httpFailed = outcome.status < 200 || outcome.status >= 300;
  return (
    <>
      <dl className="console-reply__meta">
        <div>
          <dt>{text.status}</dt>
          <dd>{outcome.status}</dd>
        </div>
        <div>
          <dt>{text.outcome}</dt>
          <dd>{outcomeText(outcome, text)}</dd>
        </div>
        <div>
          <dt>{messages.errors.cid}</dt>
          <dd>
            {cid ? (
              <>
                <code className="console-reply__cid">{cid}</code>{' '}
                <CopyButton text={cid} label={messages.errors.cid} />
              </>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>{text.duration}</dt>
          <dd className="console-reply__duration">
            {text.milliseconds(formatMilliseconds(outcome.durationMs, locale))}
          </dd>
        </div>
      </dl>
      {rpcError ? (
        <div className="notice notice--error">
          <p className="notice__summary">
            <strong>{messages.errors.code(displayCode(rpcError.code))}</strong> {rpcError.message}
          </p>
          <p className="notice__detail">{serviceErrorText(messages.errors.rpc, rpcError.code)}</p>
          {rpcError.violations.length > 0 ? (
            <>
              <p className="notice__detail">{text.violations}:</p>
              <ul className="console-issues">
                {rpcError.violations.map((violation) => (
                  <li key={`${violation.path} ${violation.message}`}>
                    <code>{violation.path || '/'}</code> {violation.message}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : httpFailed ? (
        <div className="notice notice--error">
          <p className="notice__summary">
            <strong>HTTP {outcome.status}</strong>{' '}
            {messages.errors.http[outcome.status] ??
              (outcome.status >= 500 ? messages.errors.http.server : messages.errors.http.other)}
          </p>
        </div>
      ) : null}
      {outcome.check ? <ReplyCheckView check={outcome.check} /> : null}
      <div className="console-reply__tools">
        <CopyButton text={json} label={text.replyLabel} />
      </div>
      <LongJson json={json} label={text.replyJson} />
      <details className="console-reply__request">
        <summary>{text.sentRequest}</summary>
        <CodeBlock label={text.sentRequest}>
          <pre className="console-code__text">{JSON.stringify(outcome.request, null, 2)}</pre>
        </CodeBlock>
      </details>
    </>
  );
}

/**
 * The last reply of this method: status, outcome, correlation id, time, how its result reads against
 * the reply schema, and the body as sent.
 */
export function ReplyView({
  pending,
  outcome,
  error,
}: {
  pending: boolean;
  outcome: ConsoleOutcome | undefined;
  error: unknown;
}) {
  const text = useConsoleMessages();
  const { locale } = useLocale();
  const status = pending
    ? text.sending
    : outcome
      ? text.received(formatMilliseconds(outcome.durationMs, locale), outcomeText(outcome, text))
      : '';
  return (
    <section className="console-reply" aria-labelledby="console-reply-heading" aria-busy={pending}>
      <h3 id="console-reply-heading">{text.reply}</h3>
      <p role="status" className="console-reply__status">
        {status}
      </p>
      {error ? (
        <ErrorNotice
          error={
            error instanceof Error && !(error instanceof NetworkError)
              ? new NetworkError(error.message)
              : error
          }
        />
      ) : outcome ? (
        <Outcome outcome={outcome} />
      ) : pending ? null : (
        <p className="field__help">{text.noReply}</p>
      )}
    </section>
  );
}
