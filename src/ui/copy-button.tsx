import { useState } from 'react';
import { useMessages } from '../i18n/locale.tsx';

export function CopyButton({ text, label }: { text: string; label?: string }) {
  const messages = useMessages();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--small"
      onClick={() => void copy()}
      aria-label={label ? `${messages.errors.copy}: ${label}` : undefined}
    >
      {copied ? messages.errors.copied : messages.errors.copy}
      <span className="visually-hidden" aria-live="polite">
        {copied ? messages.errors.copied : ''}
      </span>
    </button>
  );
}
