import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ScrollArea } from '../../../ui/scroll-area.tsx';
import { useManySitesMessages } from './messages.ts';
import { SheetCutsNotice } from './sheet-cuts-notice.tsx';
import { MAX_COLUMNS, type SheetCuts, type SheetRow } from './sheet-reading.ts';
import type { ColumnMapping, ColumnRole } from './site-rows.ts';

const ROLES: readonly ColumnRole[] = ['zipcode', 'housenr', 'housenrext', 'reference'];

type MappingFields = Record<ColumnRole, string> & { hasHeading: boolean };

const fieldOf = (index: number | null) => (index === null ? '' : String(index));
const indexOf = (field: string) => (field === '' ? null : Number(field));

/** Which column holds what, when the headings did not say: the guess is filled in, the person decides. */
export function ColumnMappingForm({
  rows,
  initial,
  headings,
  cuts,
  onConfirm,
  onCancel,
}: {
  rows: readonly SheetRow[];
  initial: ColumnMapping;
  headings: readonly string[];
  /** What was left out as the list was read: said above the choices. */
  cuts?: SheetCuts;
  onConfirm: (mapping: ColumnMapping) => void;
  onCancel: () => void;
}) {
  const text = useManySitesMessages();
  const id = useId();
  // the reader keeps MAX_COLUMNS columns; a choice and a sample cell per column stay few however wide the list
  const width = Math.min(MAX_COLUMNS, Math.max(0, ...rows.slice(0, 20).map((row) => row.cells.length)));
  const { register, handleSubmit, control, formState } = useForm<MappingFields>({
    defaultValues: {
      zipcode: fieldOf(initial.zipcode),
      housenr: fieldOf(initial.housenr),
      housenrext: fieldOf(initial.housenrext),
      reference: fieldOf(initial.reference),
      hasHeading: initial.hasHeading,
    },
  });
  const hasHeading = useWatch({ control, name: 'hasHeading' });
  const sample = rows.slice(hasHeading ? 1 : 0, (hasHeading ? 1 : 0) + 3);
  const required = { validate: (value: string) => value !== '' || text.mappingRequired };
  const problem = formState.errors.zipcode?.message ?? formState.errors.housenr?.message;

  return (
    <form
      className="site-mapping"
      aria-labelledby={`${id}-title`}
      onSubmit={handleSubmit((fields) =>
        onConfirm({
          zipcode: indexOf(fields.zipcode),
          housenr: indexOf(fields.housenr),
          housenrext: indexOf(fields.housenrext),
          reference: indexOf(fields.reference),
          hasHeading: fields.hasHeading,
        }),
      )}
    >
      <h2 id={`${id}-title`}>{text.mappingTitle}</h2>
      <p>{text.mappingIntro}</p>
      <SheetCutsNotice cuts={cuts} />
      <label className="site-mapping__heading">
        <input type="checkbox" {...register('hasHeading')} /> {text.firstRowIsHeading}
      </label>
      <div className="site-mapping__fields">
        {ROLES.map((role) => (
          <div className="field" key={role}>
            <label htmlFor={`${id}-${role}`}>{text.roles[role]}</label>
            <select
              id={`${id}-${role}`}
              aria-invalid={
                (role === 'zipcode' || role === 'housenr') && formState.errors[role] ? true : undefined
              }
              aria-describedby={problem ? `${id}-problem` : undefined}
              {...register(role, role === 'zipcode' || role === 'housenr' ? required : {})}
            >
              <option value="">{text.noColumn}</option>
              {Array.from({ length: width }, (_, index) => (
                <option key={index} value={String(index)}>
                  {text.column(index + 1, hasHeading ? (headings[index] ?? rows[0]?.cells[index] ?? '') : '')}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <ScrollArea label={text.mappingTitle}>
        <table className="site-mapping__sample">
          <caption className="visually-hidden">{text.mappingTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{text.line}</th>
              {Array.from({ length: width }, (_, index) => (
                <th scope="col" key={index}>
                  {text.column(index + 1, '')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sample.map((row) => (
              <tr key={row.line}>
                <td>{row.line}</td>
                {Array.from({ length: width }, (_, index) => (
                  <td key={index}>{row.cells[index] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <div className="form__actions">
        <button type="submit" className="button button--primary">
          {text.useColumns}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {text.otherList}
        </button>
      </div>
    </form>
  );
}
