import { useId } from 'react';
import type { MailClient } from '../../contract/types.gen.ts';
import { type MailView, withClient, withQuery } from './list-spec.ts';
import { useMailMessages } from './messages.ts';

/** Which client's addresses, and a text filter: both in the URL. */
export function MailFilters({
  view,
  clients,
  update,
}: {
  view: MailView;
  clients: readonly MailClient[] | undefined;
  update: (change: (view: MailView) => MailView, options?: { replace?: boolean }) => void;
}) {
  const text = useMailMessages();
  const clientId = useId();
  const queryId = useId();
  const known = clients?.some((client) => client.client_id === view.client) ?? false;
  return (
    <search className="mail-filters" aria-label={text.filter.label}>
      <div className="field">
        <label htmlFor={clientId}>{text.filter.client}</label>
        <select
          id={clientId}
          value={view.client === null ? '' : String(view.client)}
          onChange={(event) =>
            update((current) =>
              withClient(current, event.target.value === '' ? null : Number(event.target.value)),
            )
          }
        >
          <option value="">{text.filter.allClients}</option>
          {view.client !== null && !known ? (
            <option value={view.client}>{text.filter.unknownClient(view.client)}</option>
          ) : null}
          {(clients ?? []).map((client) => (
            <option key={client.client_id} value={client.client_id}>
              {text.filter.clientOption(client.name, client.domain)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={queryId}>{text.filter.query}</label>
        <input
          id={queryId}
          type="search"
          value={view.q}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => update((current) => withQuery(current, event.target.value), { replace: true })}
        />
      </div>
      {view.client !== null || view.q !== '' ? (
        <button
          type="button"
          className="button"
          onClick={() => update((current) => withQuery(withClient(current, null), ''))}
        >
          {text.filter.clear}
        </button>
      ) : null}
    </search>
  );
}
