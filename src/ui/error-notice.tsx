import { useMessages } from '../i18n/locale.tsx';
import { CopyButton } from './copy-button.tsx';
import { describeError } from './describe-error.ts';

/** A failed request explained: what happened, the service's words, the code and the cid to quote. */
/** `tone="info"` for an answer that is not a failure (e.g. 003: not served), read without interrupting. */
export function ErrorNotice({
  error,
  title,
  tone = 'error',
}: {
  error: unknown;
  title?: string;
  tone?: 'error' | 'info';
}) {
  const messages = useMessages();
  const description = describeError(error, messages);
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <p className="notice__summary">
        {title ? <strong>{title} </strong> : null}
        {description.summary}
      </p>
      {description.detail && description.detail !== description.summary ? (
        <p className="notice__detail">{description.detail}</p>
      ) : null}
      {description.code || description.cid ? (
        <p className="notice__meta">
          {description.code ? <span>{messages.errors.code(description.code)}</span> : null}
          {description.cid ? (
            <span className="notice__cid">
              {messages.errors.cid}: <code>{description.cid}</code>{' '}
              <CopyButton text={description.cid} label={messages.errors.cid} />
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
