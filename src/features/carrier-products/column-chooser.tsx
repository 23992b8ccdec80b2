import type { ColumnVisibilityState, Updater } from '@tanstack/react-table';
import { COLUMNS, columnLabel } from './columns.ts';
import { useProductMessages } from './messages.ts';
import { DEFAULT_VISIBILITY } from './use-column-visibility.ts';

export function ColumnChooser({
  visibility,
  onChange,
}: {
  visibility: ColumnVisibilityState;
  onChange: (updater: Updater<ColumnVisibilityState>) => void;
}) {
  const all = useProductMessages();
  const texts = all.chooser;
  const visible = COLUMNS.filter((column) => visibility[column.id] !== false);
  return (
    <details className="column-chooser">
      <summary className="button">{texts.summary(visible.length, COLUMNS.length)}</summary>
      <fieldset className="column-chooser__panel">
        <legend>{texts.legend}</legend>
        <ul className="column-chooser__list">
          {COLUMNS.map((column) => {
            const shown = visibility[column.id] !== false;
            return (
              <li key={column.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={shown}
                    disabled={shown && visible.length === 1}
                    onChange={(event) => {
                      const checked = event.target.checked;
                      onChange((previous) => ({ ...previous, [column.id]: checked }));
                    }}
                  />{' '}
                  {columnLabel(all, column.id)}
                </label>
              </li>
            );
          })}
        </ul>
        <div className="column-chooser__actions">
          <button
            type="button"
            className="button button--small"
            onClick={() => onChange(Object.fromEntries(COLUMNS.map((column) => [column.id, true])))}
          >
            {texts.showAll}
          </button>
          <button type="button" className="button button--small" onClick={() => onChange(DEFAULT_VISIBILITY)}>
            {texts.reset}
          </button>
        </div>
      </fieldset>
    </details>
  );
}
