import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSession } from '../api/session.ts';
import { profileQueryOptions } from '../api/user/get-profile.ts';
import { emitToHost, isEmbedded } from '../embedding/host-channel.ts';
import { useMessages } from '../i18n/locale.tsx';

export const WARNING_BEFORE_EXPIRY_MS = 5 * 60 * 1000;

function formatRemaining(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Warns five minutes before the token expires; any authenticated call renews it. */
export function SessionWarning() {
  const { expiresAt } = useSession();
  const messages = useMessages();
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  const remaining = expiresAt === null ? Infinity : expiresAt - now;
  const warn = remaining <= WARNING_BEFORE_EXPIRY_MS;

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), warn ? 1000 : 15_000);
    return () => window.clearInterval(timer);
  }, [warn]);

  // Embedded, the host page keeps the session: it is asked for a new token instead.
  const embedded = isEmbedded();
  useEffect(() => {
    if (warn && embedded) emitToHost({ type: 'token-request' });
  }, [warn, embedded]);

  if (!warn || embedded) return null;
  const extend = () => void queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });
  return (
    <div className="session-warning" role="status">
      <span>{messages.session.expiresIn(formatRemaining(remaining))}</span>
      <button type="button" className="button button--small" onClick={extend}>
        {messages.session.extend}
      </button>
    </div>
  );
}
