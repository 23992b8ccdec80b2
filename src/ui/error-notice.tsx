import { NotOfferedError, ReplyShapeError } from '../api/errors.ts';
import { useLocale } from '../i18n/locale.tsx';
import { CopyButton } from './copy-button.tsx';
import { describeError, describeKinds, replyDifferenceReport } from './describe-error.ts';
import { useReportToHost } from './report-to-host.ts';

/**
 * A failed request explained in the person's language (a sentence of the service the portal knows,
 * translated), with the code beside it. The service's own words (English) and the cid to quote wait
 * behind "technical details", on the screen only: a printed report is for a customer.
 * `summary` replaces the general explanation of the code when the page knows better what it means
 * there; `tone="info"` is for an answer that is not a failure (e.g. 003: not served), read without
 * interrupting. A reply the portal could not read names its class, method and the place of the first
 * difference, in view, with a button that copies them; a method the service does not offer is said
 * as such, as information.
 */
export function ErrorNotice({
  error,
  title,
  summary,
  tone: toneAsked,
}: {
  error: unknown;
  title?: string;
  summary?: string;
  tone?: 'error' | 'info';
}) {
  const { locale, messages } = useLocale();
  const description = describeError(error, messages, locale);
  const tone = toneAsked ?? (error instanceof NotOfferedError ? 'info' : 'error');
  if (error instanceof ReplyShapeError) return <ReplyNotice error={error} title={title} />;
  if (error instanceof NotOfferedError) return <NotOfferedNotice error={error} title={title} />;
  const serviceWords = description.detail !== description.summary ? description.detail : null;
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <p className="notice__summary">
        {title ? <strong>{title} </strong> : null}
        {summary ?? description.summary}
      </p>
      {description.code || serviceWords || description.cid ? (
        <div className="notice__meta">
          {description.code ? <span>{messages.errors.code(description.code)}</span> : null}
          {serviceWords || description.cid ? (
            <TechnicalDetails serviceWords={serviceWords} cid={description.cid} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function TechnicalDetails({ serviceWords, cid }: { serviceWords: string | null; cid: string | null }) {
  const { messages } = useLocale();
  return (
    <details className="notice__details" data-print="hide">
      <summary>{messages.errors.details}</summary>
      <dl className="notice__facts">
        {serviceWords ? (
          <div>
            <dt>{messages.errors.originalMessage}</dt>
            <dd lang="en" className="notice__detail">
              {serviceWords}
            </dd>
          </div>
        ) : null}
        {cid ? (
          <div>
            <dt>{messages.errors.cid}</dt>
            <dd className="notice__cid">
              <code>{cid}</code> <CopyButton text={cid} label={messages.errors.cid} />
            </dd>
          </div>
        ) : null}
      </dl>
    </details>
  );
}

function ReplyNotice({ error, title }: { error: ReplyShapeError; title?: string }) {
  const { messages } = useLocale();
  const texts = messages.errors.reply;
  const { pointer, expected, received } = error.difference;
  useReportToHost(error);
  return (
    <div className="notice notice--error notice--reply" role="alert">
      <p className="notice__summary">
        {title ? <strong>{title} </strong> : null}
        {texts.summary}
      </p>
      <p>{texts.advice}</p>
      <dl className="notice__facts">
        <div>
          <dt>{texts.method}</dt>
          <dd>
            <code>
              {error.className} {error.method}
            </code>
          </dd>
        </div>
        <div>
          <dt>{texts.place}</dt>
          <dd>{pointer === '' ? texts.wholeResult : <code>{pointer}</code>}</dd>
        </div>
        <div>
          <dt>{texts.expected}</dt>
          <dd>{describeKinds(expected, messages)}</dd>
        </div>
        <div>
          <dt>{texts.received}</dt>
          <dd>{describeKinds(received, messages)}</dd>
        </div>
        {error.cid ? (
          <div>
            <dt>{messages.errors.cid}</dt>
            <dd className="notice__cid">
              <code>{error.cid}</code>
            </dd>
          </div>
        ) : null}
      </dl>
      <CopyButton text={replyDifferenceReport(error)} caption={texts.copyDetails} />
    </div>
  );
}

function NotOfferedNotice({ error, title }: { error: NotOfferedError; title?: string }) {
  const { messages } = useLocale();
  const texts = messages.errors.notOffered;
  useReportToHost(error);
  return (
    <div className="notice notice--info notice--not-offered">
      <p className="notice__summary">
        {title ? <strong>{title} </strong> : null}
        {error.method ? texts.method : texts.class}
      </p>
      <p>{texts.explanation}</p>
      <dl className="notice__facts">
        <div>
          <dt>{texts.what}</dt>
          <dd>
            <code>{error.method ? `${error.className} ${error.method}` : error.className}</code>
          </dd>
        </div>
      </dl>
    </div>
  );
}
