import { useState } from 'react';
import { useMessages } from '../i18n/locale.tsx';
import { copyText } from './clipboard.ts';

/**
 * Copies `text`; `disabled` while it is not complete yet (the button keeps its place). The button
 * says "Copy" (or `caption`); `label` names what it copies to a screen reader.
 */
export function CopyButton({
  text,
  label,
  caption,
  disabled,
}: {
  text: string;
  label?: string;
  caption?: string;
  disabled?: boolean;
}) {
  const messages = useMessages();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    setOutcome((await copyText(text)) ? 'copied' : 'failed');
    window.setTimeout(() => setOutcome(null), 3000);
  };
  const said =
    outcome === 'copied' ? messages.errors.copied : outcome === 'failed' ? messages.errors.copyFailed : '';
  return (
    <button
      type="button"
      className="button button--small"
      disabled={disabled}
      onClick={() => void copy()}
      aria-label={label && label !== caption ? `${messages.errors.copy}: ${label}` : undefined}
    >
      {outcome === 'copied' ? messages.errors.copied : (caption ?? messages.errors.copy)}
      <span className={outcome === 'failed' ? 'copy-button__failed' : 'visually-hidden'} aria-live="polite">
        {said}
      </span>
    </button>
  );
}
