import { useId, useMemo, useState } from 'react';
import { technologyName } from '../../contract/service-sentences.ts';
import type { TransactionDocument } from '../../contract/types.gen.ts';
import { formatSpeed } from '../../i18n/format-speed.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { ScrollArea } from '../../ui/scroll-area.tsx';
import {
  type ComparedRow,
  type ComparedSection,
  type SectionTitle,
  type ValueKind,
  compareDocuments,
  totalChanges,
} from './document-diff.ts';
import { formatNumber, formatTags, formatText } from './format.ts';
import { useTransactionWords } from './labels.ts';
import { type TransactionMessages, useTransactionMessages } from './messages.ts';
import { BooleanValue, DateValue, DatetimeValue, Empty } from './values.tsx';

function sectionTitle(title: SectionTitle, texts: TransactionMessages['documents']['sections']): string {
  switch (title.key) {
    case 'circuit':
      return texts.circuit(title.number);
    case 'contact':
      return texts.contact(title.number);
    default:
      return texts[title.key];
  }
}

function DiffValue({ kind, value }: { kind: ValueKind; value: unknown }) {
  const text = useTransactionMessages();
  const words = useTransactionWords();
  const { locale } = useLocale();
  const units = text.documents.units;
  if (value === undefined) return <span className="tx-empty">{text.documents.absent}</span>;
  if (value === null || value === '') return <Empty />;
  const number = typeof value === 'number' ? value : null;
  switch (kind) {
    case 'date':
      return <DateValue value={String(value)} />;
    case 'datetime':
      return <DatetimeValue value={String(value)} />;
    case 'boolean':
      return <BooleanValue value={Boolean(value)} />;
    case 'speed':
      return number === null ? <Empty /> : <>{formatSpeed(number, locale)}</>;
    case 'months':
      return <>{number === 1 ? units.month : units.months(formatNumber(number, locale))}</>;
    case 'days':
      return <>{number === 1 ? units.day : units.days(formatNumber(number, locale))}</>;
    case 'metres':
      return <>{units.metres(formatNumber(number, locale))}</>;
    case 'tags':
      return Array.isArray(value) && value.length > 0 ? <>{formatTags(value as string[])}</> : <Empty />;
    case 'action':
      return <>{words.action(String(value))}</>;
    case 'state':
      return <>{words.state(String(value))}</>;
    case 'technology':
      return <>{technologyName(String(value), locale)}</>;
    default:
      return <>{formatText(value as string | number)}</>;
  }
}

function Row({ row, sides }: { row: ComparedRow; sides: { before: boolean; after: boolean } }) {
  const text = useTransactionMessages();
  return (
    <tr className={row.changed ? 'tx-compare__row tx-compare__row--changed' : 'tx-compare__row'}>
      <th scope="row">
        {text.documents.fields[row.field]}
        {row.changed ? (
          <>
            {' '}
            <span className="tx-changed">{text.documents.changed}</span>
          </>
        ) : null}
      </th>
      {sides.before ? (
        <td>
          <DiffValue kind={row.kind} value={row.before} />
        </td>
      ) : null}
      {sides.after ? (
        <td className={row.changed ? 'tx-compare__new' : undefined}>
          <DiffValue kind={row.kind} value={row.after} />
        </td>
      ) : null}
    </tr>
  );
}

function Section({
  section,
  sides,
  onlyChanges,
}: {
  section: ComparedSection;
  sides: { before: boolean; after: boolean };
  onlyChanges: boolean;
}) {
  const text = useTransactionMessages();
  const headingId = useId();
  const rows = onlyChanges ? section.rows.filter((row) => row.changed) : section.rows;
  if (rows.length === 0) return null;
  const both = sides.before && sides.after;
  return (
    <div className="tx-compare__section">
      <h3 id={headingId}>
        {sectionTitle(section.title, text.documents.sections)}
        {both && section.changes > 0 ? (
          <span className="tx-compare__count"> ({text.documents.changedInSection(section.changes)})</span>
        ) : null}
      </h3>
      <ScrollArea label={sectionTitle(section.title, text.documents.sections)}>
        <table className="tx-compare" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{text.documents.attribute}</th>
              {sides.before ? <th scope="col">{text.documents.before}</th> : null}
              {sides.after ? <th scope="col">{text.documents.after}</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Row key={row.field} row={row} sides={sides} />
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </div>
  );
}

/** The connection before and after the transaction, side by side, changes marked in words. */
export function DocumentComparison({
  before,
  after,
}: {
  before: TransactionDocument | null;
  after: TransactionDocument | null;
}) {
  const text = useTransactionMessages();
  const toggleId = useId();
  const sections = useMemo(() => compareDocuments(before, after), [before, after]);
  const [onlyChanges, setOnlyChanges] = useState(false);
  if (sections.length === 0) return <p>{text.documents.noDocuments}</p>;
  const sides = { before: before !== null, after: after !== null };
  const both = sides.before && sides.after;
  const changes = totalChanges(sections);
  return (
    <div className="tx-documents">
      {both ? (
        <>
          <p>{text.documents.intro}</p>
          <div className="tx-documents__summary">
            <p>
              <strong>{text.documents.changedCount(changes)}</strong>
            </p>
            {changes > 0 ? (
              <label htmlFor={toggleId} className="tx-documents__toggle">
                <input
                  id={toggleId}
                  type="checkbox"
                  checked={onlyChanges}
                  onChange={(event) => setOnlyChanges(event.target.checked)}
                />{' '}
                {text.documents.onlyChanges}
              </label>
            ) : null}
          </div>
        </>
      ) : (
        <p>{sides.before ? text.documents.noAfter : text.documents.noBefore}</p>
      )}
      {sections.map((section) => (
        <Section key={section.id} section={section} sides={sides} onlyChanges={both && onlyChanges} />
      ))}
    </div>
  );
}
