import { ErrorNotice } from '../../ui/error-notice.tsx';
import { type KnownMail, type MailKind, failureCause } from './causes.ts';
import { useMailMessages } from './messages.ts';

/**
 * A failed create, update or delete, next to where it was asked: what did not happen, then why, in
 * the person's words: the page's own explanation where it knows the cause (006/007/008), else the
 * service's sentence in the reader's language; the code beside it, the service's own words and the
 * cid in the technical details.
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
      <ErrorNotice
        error={error}
        tone="info"
        summary={cause ? text.cause(cause, kind, email, clientId, domain) : undefined}
      />
    </div>
  );
}
