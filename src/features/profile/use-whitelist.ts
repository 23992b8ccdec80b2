import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { userKeys } from '../../api/user/keys.ts';
import { useSetProfile } from '../../api/user/set-profile.ts';
import type { IpWhitelistEntry, Profile, UserSetProfileRequest } from '../../contract/types.gen.ts';
import { useProfileMessages } from './messages.ts';
import { isAnswerUnreadable, isProhibited } from './profile-errors.ts';
import { sameSubnet, subnetContains } from './subnet.ts';

export const MAX_WHITELIST_ENTRIES = 50;

type Action = 'added' | 'updated' | 'removed';

export interface PendingConfirmation {
  entry: IpWhitelistEntry;
  /** The replacement when editing; absent when removing. */
  next?: IpWhitelistEntry;
}

/**
 * The whitelist's changes and what the section says about them. Every change is sent as
 * ip_whitelist_add / ip_whitelist_remove, never as a replacement of the whole list: the service
 * applies them to the list as it is then, so an entry another session added meanwhile is never
 * lost. An edit is one call (add the new, remove the old): all or nothing. A change that takes away
 * the only entry admitting the current address waits for `confirm`.
 */
export function useWhitelist(profile: Profile) {
  const texts = useProfileMessages();
  const text = texts.whitelist;
  const mutation = useSetProfile();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ action: Action; subnet: string } | null>(null);
  const [lastAction, setLastAction] = useState<Action | null>(null);
  const [confirming, setConfirming] = useState<PendingConfirmation | null>(null);

  const entries = profile.ip_whitelist;
  const ip = profile.client_ip;

  /** Whether the change takes away the only entry that admits the current address. */
  const losesAdmission = (entry: IpWhitelistEntry, next?: IpWhitelistEntry) =>
    subnetContains(entry.subnet, ip) &&
    !(next && subnetContains(next.subnet, ip)) &&
    !entries.some((other) => !sameSubnet(other.subnet, entry.subnet) && subnetContains(other.subnet, ip));

  const send = (
    params: UserSetProfileRequest,
    action: Action,
    subnet: string,
    options: { lostAdmission?: boolean; done?: () => void } = {},
  ) => {
    setOutcome(null);
    setLastAction(action);
    mutation.mutate(params, {
      onSuccess: () => {
        setOutcome({ action, subnet });
        setEditing(null);
        options.done?.();
        // the control that asked is gone (a removed row, a closed edit, the one-click add): keep focus in the section
        if (!options.done) headingRef.current?.focus();
        // a whitelist-only session ends here: ask once, so the page can say so at once
        if (options.lostAdmission) void queryClient.invalidateQueries({ queryKey: userKeys.profile() });
      },
      onError: (error) => {
        // the change was made; the profile read again shows it: the form that asked for it is done
        if (!isAnswerUnreadable(error)) return;
        setEditing(null);
        options.done?.();
      },
    });
  };

  const remove = (entry: IpWhitelistEntry, confirmed = false) => {
    const lost = losesAdmission(entry);
    if (lost && !confirmed) return setConfirming({ entry });
    send({ ip_whitelist_remove: [entry.subnet] }, 'removed', entry.subnet, { lostAdmission: lost });
  };

  const update = (entry: IpWhitelistEntry, next: IpWhitelistEntry, confirmed = false) => {
    const lost = losesAdmission(entry, next);
    if (lost && !confirmed) return setConfirming({ entry, next });
    const params: UserSetProfileRequest = sameSubnet(entry.subnet, next.subnet)
      ? { ip_whitelist_add: [next] }
      : { ip_whitelist_add: [next], ip_whitelist_remove: [entry.subnet] };
    send(params, 'updated', next.subnet, { lostAdmission: lost });
  };

  const confirm = () => {
    const pending = confirming;
    setConfirming(null);
    if (!pending) return;
    if (pending.next) update(pending.entry, pending.next, true);
    else remove(pending.entry, true);
  };

  const failureTitle = isAnswerUnreadable(mutation.error)
    ? texts.sentUnreadable
    : isProhibited(mutation.error)
      ? lastAction === 'added'
        ? text.tooMany(MAX_WHITELIST_ENTRIES)
        : text.keepOne
      : text.failed;

  return {
    headingRef,
    busy: mutation.isPending,
    status: mutation.isPending ? text.working : outcome ? text[outcome.action](outcome.subnet) : '',
    failure: mutation.isError ? { error: mutation.error, title: failureTitle } : null,
    editing,
    edit: (entry: IpWhitelistEntry) => {
      mutation.reset();
      setEditing(entry.subnet);
    },
    stopEditing: () => setEditing(null),
    confirming,
    confirm,
    cancelConfirmation: () => setConfirming(null),
    remove,
    update,
    add: (entry: IpWhitelistEntry, done: () => void) =>
      send({ ip_whitelist_add: [entry] }, 'added', entry.subnet, { done }),
    /** The one-click add of the current address's own subnet. */
    addOwnSubnet: (subnet: string) =>
      send({ ip_whitelist_add: [{ subnet, description: text.defaultDescription }] }, 'added', subnet),
  };
}
