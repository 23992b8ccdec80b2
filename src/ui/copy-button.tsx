import { useState } from 'react';
import { useMessages } from '../i18n/locale.tsx';

/** Copies `text`; `disabled` while it is not complete yet (the button keeps its place). */
export function CopyButton({ text, label, disabled }: { text: string; label?: string; disabled?: boolean }) {
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
      disabled={disabled}
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
