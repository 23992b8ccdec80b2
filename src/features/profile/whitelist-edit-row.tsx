import type { IpWhitelistEntry } from '../../contract/types.gen.ts';
import { useProfileMessages } from './messages.ts';
import { useEntryForm } from './use-entry-form.ts';
import { EntryFields } from './whitelist-entry-fields.tsx';

/** A row of the whitelist table being edited: its fields in a form of their own, with Save and Cancel. */
export function EditRow({
  entry,
  others,
  busy,
  onSave,
  onCancel,
}: {
  entry: IpWhitelistEntry;
  others: readonly IpWhitelistEntry[];
  busy: boolean;
  onSave: (next: IpWhitelistEntry) => void;
  onCancel: () => void;
}) {
  const text = useProfileMessages().whitelist;
  const form = useEntryForm(entry, others, onSave);
  return (
    <tr className="whitelist__editing">
      <td colSpan={2}>
        <form
          id={`edit-${entry.subnet}`}
          className="whitelist__edit-fields"
          noValidate
          onSubmit={form.submit}
        >
          <EntryFields
            inputs={form.inputs}
            labels={{ subnet: text.subnetOf(entry.subnet), description: text.descriptionOf(entry.subnet) }}
            compact
          />
        </form>
      </td>
      <td className="whitelist__actions">
        <button
          type="submit"
          form={`edit-${entry.subnet}`}
          className="button button--small button--primary"
          disabled={busy}
          aria-label={text.saveLabel(entry.subnet)}
        >
          {text.save}
        </button>
        <button
          type="button"
          className="button button--small"
          onClick={onCancel}
          aria-label={text.cancelLabel(entry.subnet)}
        >
          {text.cancel}
        </button>
      </td>
    </tr>
  );
}
