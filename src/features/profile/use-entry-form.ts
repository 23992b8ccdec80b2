import type { FormEvent } from 'react';
import { type FieldErrors, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import type { IpWhitelistEntry } from '../../contract/types.gen.ts';
import { useProfileMessages } from './messages.ts';
import { isValidSubnet, sameSubnet } from './subnet.ts';

const MAX_DESCRIPTION_LENGTH = 100;

/** What the two inputs of an entry get from its form, and their messages. */
export interface EntryInputs {
  subnet: UseFormRegisterReturn<'subnet'>;
  description: UseFormRegisterReturn<'description'>;
  errors: FieldErrors<IpWhitelistEntry>;
}

const cleaned = (entry: IpWhitelistEntry): IpWhitelistEntry => ({
  subnet: entry.subnet.trim(),
  description: entry.description.trim(),
});

/**
 * The form of one whitelist entry (the add form, or a row being edited). Checks before anything is
 * sent, then at every change; the first field in trouble gets the focus. `send` gets the entry
 * trimmed, and what empties the form again.
 */
export function useEntryForm(
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
