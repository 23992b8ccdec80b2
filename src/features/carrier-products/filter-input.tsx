import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useLocale } from '../../i18n/locale.tsx';
import { type FilterSpec, normaliseFilter } from './columns.ts';
import { useProductMessages } from './messages.ts';
import { speedFilterFromText, speedFilterText } from './speed-filter.ts';

const DEBOUNCE_MS = 400;

/**
 * A filter that applies itself once typing pauses (or on Enter). It shows what the URL holds and
 * follows it when the URL changes underneath (back, forward, "clear all"). A value the service
 * would refuse is marked and not sent. A speed is typed and shown as the table shows speeds
 * (`>=100 Mb/s`) and sent in kbit/s (speed-filter.ts).
 */
export function FilterInput({
  spec,
  value,
  onCommit,
  label,
  visibleLabel = false,
  hintId,
}: {
  spec: FilterSpec;
  value: string;
  onCommit: (member: string, value: string) => void;
  label: string;
  visibleLabel?: boolean;
  hintId?: string;
}) {
  const messages = useProductMessages().filters;
  const { locale } = useLocale();
  const id = useId();
  const asText = (filter: string) => (spec.speed && filter ? speedFilterText(filter, locale) : filter);
  const [draft, setDraft] = useState(() => asText(value));
  const [shown, setShown] = useState(value);
  const [committed, setCommitted] = useState<string | null>(null);
  if (shown !== value) {
    // Our own commit coming back must not undo what was typed meanwhile.
    setShown(value);
    setCommitted(null);
    if (value !== committed) setDraft(asText(value));
  }
  const trimmed = draft.trim();
  const normalised = spec.speed
    ? normaliseFilter(spec.member, speedFilterFromText(draft) ?? '')
    : normaliseFilter(spec.member, draft);
  const problem =
    trimmed === '' || normalised !== null
      ? null
      : spec.speed
        ? messages.speedInvalid
        : trimmed.length > spec.maxLength
          ? messages.tooLong(spec.maxLength)
          : messages.numericInvalid;
  const next = normalised ?? '';
  const pending = problem === null && next !== value;

  useEffect(() => {
    if (!pending) return undefined;
    const timer = window.setTimeout(() => {
      setCommitted(next);
      onCommit(spec.member, next);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [pending, next, spec.member, onCommit]);

  const commitNow = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !pending) return;
    setCommitted(next);
    onCommit(spec.member, next);
  };

  const describedBy = [problem ? `${id}-problem` : null, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={visibleLabel ? 'field filter-field' : 'filter-cell'}>
      {visibleLabel ? <label htmlFor={id}>{label}</label> : null}
      <input
        id={id}
        type="text"
        className="filter-input"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={commitNow}
        aria-label={visibleLabel ? undefined : label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        placeholder={
          visibleLabel
            ? undefined
            : spec.speed
              ? messages.speedPlaceholder
              : spec.kind === 'numeric'
                ? messages.numericPlaceholder
                : messages.textPlaceholder
        }
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
      />
      {problem ? (
        <span id={`${id}-problem`} className="filter-problem">
          {problem}
        </span>
      ) : null}
    </div>
  );
}
