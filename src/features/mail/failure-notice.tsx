import { ErrorNotice } from '../../ui/error-notice.tsx';
import { type KnownMail, type MailKind, failureCause } from './causes.ts';
import { useMailMessages } from './messages.ts';

/**
 * A failed create, update or delete, next to where it was asked: what did not happen, why in the
 * person's words (006/007/008), then the service's own answer with its code and cid.
 */
export function FailureNotice({
  error,
  title,
  kind,
  email,
  clientId = null,
  domain = null,
  known,
}: {
  error: unknown;
  title: string;
  kind: MailKind;
  email: string;
  clientId?: number | null;
  domain?: string | null;
  known?: KnownMail;
}) {
  const text = useMailMessages();
  const cause = failureCause(error, kind, { email, clientId: clientId ?? undefined }, { ...known, domain });
  return (
    <div className="mail-failure" role="alert">
      <p className="mail-failure__title">
        <strong>{title}</strong>
      </p>
      {cause ? (
        <p className="mail-failure__cause">{text.cause(cause, kind, email, clientId, domain)}</p>
      ) : null}
      <ErrorNotice error={error} tone="info" />
    </div>
  );
}
