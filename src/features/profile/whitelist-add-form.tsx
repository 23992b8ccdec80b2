import type { IpWhitelistEntry } from '../../contract/types.gen.ts';
import { useProfileMessages } from './messages.ts';
import { useEntryForm } from './use-entry-form.ts';
import { MAX_WHITELIST_ENTRIES } from './use-whitelist.ts';
import { EntryFields } from './whitelist-entry-fields.tsx';

/** A new entry, checked against the list before it is sent; refused while the list is full. */
export function AddEntryForm({
  entries,
  busy,
  onAdd,
}: {
  entries: readonly IpWhitelistEntry[];
  busy: boolean;
  onAdd: (entry: IpWhitelistEntry, done: () => void) => void;
}) {
  const text = useProfileMessages().whitelist;
  const form = useEntryForm({ subnet: '', description: '' }, entries, onAdd);
  const full = entries.length >= MAX_WHITELIST_ENTRIES;
  return (
    <form
      className="whitelist__add"
      noValidate
      onSubmit={form.submit}
      aria-labelledby="whitelist-add-heading"
    >
      <h3 id="whitelist-add-heading">{text.addHeading}</h3>
      {full ? <p className="field__help">{text.full(MAX_WHITELIST_ENTRIES)}</p> : null}
      <div className="whitelist__add-fields">
        <EntryFields
          inputs={form.inputs}
          labels={{ subnet: text.subnet, description: text.description, help: text.subnetHelp }}
        />
        <div className="whitelist__add-submit">
          <button type="submit" className="button button--primary" disabled={busy || full}>
            {text.add}
          </button>
        </div>
      </div>
    </form>
  );
}
