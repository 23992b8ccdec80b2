import type { IpWhitelistEntry } from '../../contract/types.gen.ts';
import { useProfileMessages } from './messages.ts';
import { subnetContains } from './subnet.ts';

/** A row of the whitelist table: the subnet (marked when it admits `ip`), its description, and Edit and Remove for who may write. */
export function WhitelistRow({
  entry,
  ip,
  canWrite,
  busy,
  onEdit,
  onRemove,
}: {
  entry: IpWhitelistEntry;
  ip: string;
  canWrite: boolean;
  busy: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const texts = useProfileMessages();
  const text = texts.whitelist;
  return (
    <tr>
      <td>
        <code>{entry.subnet}</code>{' '}
        {subnetContains(entry.subnet, ip) ? <span className="profile-badge">{text.admitsYou}</span> : null}
      </td>
      <td>{entry.description || texts.empty}</td>
      {canWrite ? (
        <td className="whitelist__actions">
          <button
            type="button"
            className="button button--small"
            disabled={busy}
            aria-label={text.editLabel(entry.subnet)}
            onClick={onEdit}
          >
            {text.edit}
          </button>
          <button
            type="button"
            className="button button--small"
            disabled={busy}
            aria-label={text.removeLabel(entry.subnet)}
            onClick={onRemove}
          >
            {text.remove}
          </button>
        </td>
      ) : null}
    </tr>
  );
}
