import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { type FieldErrors, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { userKeys } from '../../api/user/keys.ts';
import { useSetProfile } from '../../api/user/set-profile.ts';
import type { IpWhitelistEntry, Profile, UserSetProfileRequest } from '../../contract/types.gen.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { ScrollArea } from '../../ui/scroll-area.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useProfileMessages } from './messages.ts';
import { isAnswerUnreadable, isProhibited } from './profile-errors.ts';
import { hostSubnet, isValidSubnet, sameSubnet, subnetContains } from './subnet.ts';

export const MAX_WHITELIST_ENTRIES = 50;
const MAX_DESCRIPTION_LENGTH = 100;

type Action = 'added' | 'updated' | 'removed';

const cleaned = (entry: IpWhitelistEntry): IpWhitelistEntry => ({
  subnet: entry.subnet.trim(),
  description: entry.description.trim(),
});

/** What the two inputs of an entry get from its form, and their messages. */
interface EntryInputs {
  subnet: UseFormRegisterReturn<'subnet'>;
  description: UseFormRegisterReturn<'description'>;
  errors: FieldErrors<IpWhitelistEntry>;
}

/** A subnet and a description input with their messages beside them; shared by the add form and a row being edited. */
function EntryFields({
  inputs,
  labels,
  compact = false,
}: {
  inputs: EntryInputs;
  labels: { subnet: string; description: string; help?: string };
  compact?: boolean;
}) {
  const id = useId();
  const subnetProblem = inputs.errors.subnet?.message;
  const descriptionProblem = inputs.errors.description?.message;
  const describedBy = (name: string, problem: string | undefined, help?: string) =>
    [problem ? `${id}-${name}-error` : null, help ? `${id}-${name}-help` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-subnet`} className={compact ? 'visually-hidden' : undefined}>
          {labels.subnet}
        </label>
        <input
          {...inputs.subnet}
          id={`${id}-subnet`}
          className="whitelist__subnet-input"
          maxLength={64}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-invalid={subnetProblem ? true : undefined}
          aria-describedby={describedBy('subnet', subnetProblem, labels.help)}
        />
        {labels.help ? (
          <p id={`${id}-subnet-help`} className="field__help">
            {labels.help}
          </p>
        ) : null}
        {subnetProblem ? (
          <p id={`${id}-subnet-error`} className="field__error">
            {subnetProblem}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`} className={compact ? 'visually-hidden' : undefined}>
          {labels.description}
        </label>
        <input
          {...inputs.description}
          id={`${id}-description`}
          aria-invalid={descriptionProblem ? true : undefined}
          aria-describedby={describedBy('description', descriptionProblem)}
        />
        {descriptionProblem ? (
          <p id={`${id}-description-error`} className="field__error">
            {descriptionProblem}
          </p>
        ) : null}
      </div>
    </>
  );
}

/**
 * Checks before anything is sent, then at every change; the first field in trouble gets the focus.
 * `send` gets the entry trimmed, and what empties the form again.
 */
function useEntryForm(
  initial: IpWhitelistEntry,
  others: readonly IpWhitelistEntry[],
  send: (entry: IpWhitelistEntry, reset: () => void) => void,
) {
  const text = useProfileMessages().whitelist;
  const { register, handleSubmit, reset, formState } = useForm<IpWhitelistEntry>({ defaultValues: initial });
  const inputs: EntryInputs = {
    subnet: register('subnet', {
      validate: (value) => {
        const subnet = value.trim();
        if (!isValidSubnet(subnet)) return text.subnetInvalid;
        return !others.some((other) => sameSubnet(other.subnet, subnet)) || text.subnetDuplicate;
      },
    }),
    description: register('description', {
      validate: (value) => value.trim().length <= MAX_DESCRIPTION_LENGTH || text.descriptionTooLong,
    }),
    errors: formState.errors,
  };
  const submit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit((entry) => send(cleaned(entry), () => reset()))(event);
  return { inputs, submit };
}

function AddEntryForm({
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

function EditRow({
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

interface PendingConfirmation {
  entry: IpWhitelistEntry;
  /** The replacement when editing; absent when removing. */
  next?: IpWhitelistEntry;
}

/**
 * Every change is sent as ip_whitelist_add / ip_whitelist_remove, never as a replacement of the
 * whole list: the service applies them to the list as it is then, so an entry another session
 * added meanwhile is never lost. An edit is one call (add the new, remove the old): all or nothing.
 */
export function WhitelistEditor({ profile, canWrite }: { profile: Profile; canWrite: boolean }) {
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
  const admitting = entries.find((entry) => subnetContains(entry.subnet, ip));
  const ownSubnet = hostSubnet(ip);

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

  const add = (entry: IpWhitelistEntry, done: () => void) =>
    send({ ip_whitelist_add: [entry] }, 'added', entry.subnet, { done });

  const status = mutation.isPending ? text.working : outcome ? text[outcome.action](outcome.subnet) : '';
  const failureTitle = isAnswerUnreadable(mutation.error)
    ? texts.sentUnreadable
    : isProhibited(mutation.error)
      ? lastAction === 'added'
        ? text.tooMany(MAX_WHITELIST_ENTRIES)
        : text.keepOne
      : text.failed;

  return (
    <section className="profile-section" aria-labelledby="whitelist-heading" aria-busy={mutation.isPending}>
      <h2 id="whitelist-heading" ref={headingRef} tabIndex={-1}>
        {text.heading}
      </h2>
      <p>{text.intro}</p>

      <div className="current-ip">
        <p className="current-ip__address">
          {texts.currentIp.label} <span className="field__help">({texts.currentIp.hint})</span>:{' '}
          <code>{ip}</code>
        </p>
        <p className="current-ip__state">
          {admitting ? texts.currentIp.covered(admitting.subnet) : texts.currentIp.notCovered}
        </p>
        {!admitting && ownSubnet && canWrite ? (
          <button
            type="button"
            className="button"
            disabled={mutation.isPending || entries.length >= MAX_WHITELIST_ENTRIES}
            onClick={() =>
              send(
                { ip_whitelist_add: [{ subnet: ownSubnet, description: text.defaultDescription }] },
                'added',
                ownSubnet,
              )
            }
          >
            {texts.currentIp.add(ownSubnet)}
          </button>
        ) : null}
      </div>

      {entries.length === 0 ? (
        <p className="whitelist__empty">{text.empty}</p>
      ) : (
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
                    busy={mutation.isPending}
                    onSave={(next) => update(entry, next)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <tr key={entry.subnet}>
                    <td>
                      <code>{entry.subnet}</code>{' '}
                      {subnetContains(entry.subnet, ip) ? (
                        <span className="profile-badge">{text.admitsYou}</span>
                      ) : null}
                    </td>
                    <td>{entry.description || texts.empty}</td>
                    {canWrite ? (
                      <td className="whitelist__actions">
                        <button
                          type="button"
                          className="button button--small"
                          disabled={mutation.isPending}
                          aria-label={text.editLabel(entry.subnet)}
                          onClick={() => {
                            mutation.reset();
                            setEditing(entry.subnet);
                          }}
                        >
                          {text.edit}
                        </button>
                        <button
                          type="button"
                          className="button button--small"
                          disabled={mutation.isPending}
                          aria-label={text.removeLabel(entry.subnet)}
                          onClick={() => remove(entry)}
                        >
                          {text.remove}
                        </button>
                      </td>
                    ) : null}
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </ScrollArea>
      )}
      <p className="field__help">{text.count(entries.length, MAX_WHITELIST_ENTRIES)}</p>

      <p role="status" className="profile-status profile-status--ok">
        {status}
      </p>
      {mutation.isError ? <ErrorNotice error={mutation.error} title={failureTitle} /> : null}

      {canWrite ? <AddEntryForm entries={entries} busy={mutation.isPending} onAdd={add} /> : null}

      <ConfirmDialog
        open={confirming !== null}
        title={texts.confirm.title}
        confirmLabel={confirming?.next ? texts.confirm.editConfirm : texts.confirm.removeConfirm}
        cancelLabel={texts.confirm.cancel}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const pending = confirming;
          setConfirming(null);
          if (!pending) return;
          if (pending.next) update(pending.entry, pending.next, true);
          else remove(pending.entry, true);
        }}
      >
        {confirming ? (
          <>
            <p>{texts.confirm.text(confirming.entry.subnet, ip)}</p>
            <p>{profile.totp.enabled ? texts.confirm.withTotp : texts.confirm.withoutTotp}</p>
          </>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
