import type { IpWhitelistEntry } from '../../contract/types.gen.ts';
import { ScrollArea } from '../../ui/scroll-area.tsx';
import { useProfileMessages } from './messages.ts';
import { WhitelistRow } from './whitelist-row.tsx';
import { EditRow } from './whitelist-edit-row.tsx';

/** The entries, one row each; the one being edited (`editing`, its subnet) as a form. */
export function WhitelistTable({
  entries,
  ip,
  canWrite,
  busy,
  editing,
  onEdit,
  onRemove,
  onSave,
  onCancel,
}: {
  entries: readonly IpWhitelistEntry[];
  ip: string;
  canWrite: boolean;
  busy: boolean;
  editing: string | null;
  onEdit: (entry: IpWhitelistEntry) => void;
  onRemove: (entry: IpWhitelistEntry) => void;
  onSave: (entry: IpWhitelistEntry, next: IpWhitelistEntry) => void;
  onCancel: () => void;
}) {
  const text = useProfileMessages().whitelist;
  return (
    <ScrollArea label={text.caption}>
      <table className="whitelist-table">
        <caption className="visually-hidden">{text.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.subnet}</th>
            <th scope="col">{text.description}</th>
            {canWrite ? <th scope="col">{text.actions}</th> : null}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) =>
            editing === entry.subnet ? (
              <EditRow
                key={entry.subnet}
                entry={entry}
                others={entries.filter((other) => other !== entry)}
                busy={busy}
                onSave={(next) => onSave(entry, next)}
                onCancel={onCancel}
              />
            ) : (
              <WhitelistRow
                key={entry.subnet}
                entry={entry}
                ip={ip}
                canWrite={canWrite}
                busy={busy}
                onEdit={() => onEdit(entry)}
                onRemove={() => onRemove(entry)}
              />
            ),
          )}
        </tbody>
      </table>
    </ScrollArea>
  );
}
