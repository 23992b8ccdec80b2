import type { IpWhitelistEntry } from '../../contract/types.gen.ts';
import { useProfileMessages } from './messages.ts';
import { hostSubnet, subnetContains } from './subnet.ts';
import { MAX_WHITELIST_ENTRIES } from './use-whitelist.ts';

/**
 * The address the service sees, whether an entry admits it, and, when none does, a button for who
 * may write that adds the address's own subnet.
 */
export function CurrentIp({
  ip,
  entries,
  canWrite,
  busy,
  onAdd,
}: {
  ip: string;
  entries: readonly IpWhitelistEntry[];
  canWrite: boolean;
  busy: boolean;
  onAdd: (subnet: string) => void;
}) {
  const text = useProfileMessages().currentIp;
  const admitting = entries.find((entry) => subnetContains(entry.subnet, ip));
  const ownSubnet = hostSubnet(ip);
  return (
    <div className="current-ip">
      <p className="current-ip__address">
        {text.label} <span className="field__help">({text.hint})</span>: <code>{ip}</code>
      </p>
      <p className="current-ip__state">{admitting ? text.covered(admitting.subnet) : text.notCovered}</p>
      {!admitting && ownSubnet && canWrite ? (
        <button
          type="button"
          className="button"
          disabled={busy || entries.length >= MAX_WHITELIST_ENTRIES}
          onClick={() => onAdd(ownSubnet)}
        >
          {text.add(ownSubnet)}
        </button>
      ) : null}
    </div>
  );
}
