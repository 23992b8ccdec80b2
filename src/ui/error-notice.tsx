import { useMessages } from '../i18n/locale.tsx';
import { CopyButton } from './copy-button.tsx';
import { describeError } from './describe-error.ts';

/**
 * A failed request explained in the person's language, with the code beside it. The service's own
 * words (English) and the cid to quote wait behind "technical details".
 * `summary` replaces the general explanation of the code when the page knows better what it means
 * there; `tone="info"` is for an answer that is not a failure (e.g. 003: not served), read without
 * interrupting.
 */
export function ErrorNotice({
  error,
  title,
  summary,
  tone = 'error',
}: {
  error: unknown;
  title?: string;
  summary?: string;
  tone?: 'error' | 'info';
}) {
  const messages = useMessages();
  const description = describeError(error, messages);
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
  const messages = useMessages();
  return (
    <details className="notice__details">
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
