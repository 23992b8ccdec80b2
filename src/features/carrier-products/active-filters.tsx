import { useLocale } from '../../i18n/locale.tsx';
import { FILTERS, columnLabel } from './columns.ts';
import { useProductMessages } from './messages.ts';
import { speedFilterText } from './speed-filter.ts';

/** What is filtered, also for columns that are hidden, each removable on its own. */
export function ActiveFilters({
  filter,
  onRemove,
  onClear,
}: {
  filter: Readonly<Record<string, string>>;
  onRemove: (member: string) => void;
  onClear: () => void;
}) {
  const all = useProductMessages();
  const { locale } = useLocale();
  const texts = all.filters;
  const active = FILTERS.filter((spec) => filter[spec.member]);
  if (active.length === 0) return null;
  const labelOf = (member: string) => texts.standalone[member] ?? columnLabel(all, member);
  return (
    <div className="active-filters">
      <h2 className="active-filters__heading">{texts.active}</h2>
      <ul className="active-filters__list">
        {active.map(({ member, speed }) => {
          const value = filter[member] ?? '';
          const description = `${labelOf(member)}: ${speed ? speedFilterText(value, locale) : value}`;
          return (
            <li key={member}>
              <button
                type="button"
                className="chip"
                aria-label={texts.remove(description)}
                onClick={() => onRemove(member)}
              >
                {description} <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="button button--small" onClick={onClear}>
        {texts.clearAll}
      </button>
    </div>
  );
}
