import type { Profile } from '../../contract/types.gen.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { useProfileMessages } from './messages.ts';
import { MAX_WHITELIST_ENTRIES, useWhitelist } from './use-whitelist.ts';
import { AddEntryForm } from './whitelist-add-form.tsx';
import { WhitelistConfirm } from './whitelist-confirm.tsx';
import { CurrentIp } from './whitelist-current-ip.tsx';
import { WhitelistTable } from './whitelist-table.tsx';

export { MAX_WHITELIST_ENTRIES };

/**
 * The IP whitelist section: the current address, the entries, the add form for who may write, and
 * what the last change did. The changes themselves are `useWhitelist`'s.
 */
export function WhitelistEditor({ profile, canWrite }: { profile: Profile; canWrite: boolean }) {
  const text = useProfileMessages().whitelist;
  const { headingRef, ...whitelist } = useWhitelist(profile);
  const entries = profile.ip_whitelist;
  const ip = profile.client_ip;

  return (
    <section className="profile-section" aria-labelledby="whitelist-heading" aria-busy={whitelist.busy}>
      <h2 id="whitelist-heading" ref={headingRef} tabIndex={-1}>
        {text.heading}
      </h2>
      <p>{text.intro}</p>

      <CurrentIp
        ip={ip}
        entries={entries}
        canWrite={canWrite}
        busy={whitelist.busy}
        onAdd={whitelist.addOwnSubnet}
      />

      {entries.length === 0 ? (
        <p className="whitelist__empty">{text.empty}</p>
      ) : (
        <WhitelistTable
          entries={entries}
          ip={ip}
          canWrite={canWrite}
          busy={whitelist.busy}
          editing={whitelist.editing}
          onEdit={whitelist.edit}
          onRemove={(entry) => whitelist.remove(entry)}
          onSave={(entry, next) => whitelist.update(entry, next)}
          onCancel={whitelist.stopEditing}
        />
      )}
      <p className="field__help">{text.count(entries.length, MAX_WHITELIST_ENTRIES)}</p>

      <p role="status" className="profile-status profile-status--ok">
        {whitelist.status}
      </p>
      {whitelist.failure ? (
        <ErrorNotice error={whitelist.failure.error} title={whitelist.failure.title} />
      ) : null}

      {canWrite ? <AddEntryForm entries={entries} busy={whitelist.busy} onAdd={whitelist.add} /> : null}

      <WhitelistConfirm
        confirming={whitelist.confirming}
        ip={ip}
        totpEnabled={profile.totp.enabled}
        onConfirm={whitelist.confirm}
        onCancel={whitelist.cancelConfirmation}
      />
    </section>
  );
}
