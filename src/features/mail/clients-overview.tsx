import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../ui/paths.ts';
import type { MailListClientsReply } from '../../contract/types.gen.ts';
import { ScrollArea } from '../../ui/scroll-area.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { useMailFormat } from './format.ts';
import { listSearchFor } from '../../ui/list-params.ts';
import { MAIL_LIST, type MailView, withClient } from './list-spec.ts';
import { useMailMessages } from './messages.ts';

const linkTo = (view: MailView, client: number | null) => {
  const search = listSearchFor(MAIL_LIST, withClient(view, client));
  return search ? `${paths.mail}?${search}` : paths.mail;
};

/** Every client (mail domain) with its counts; a name shows only that client's addresses. */
export function ClientsOverview({
  query,
  view,
}: {
  query: UseQueryResult<MailListClientsReply>;
  view: MailView;
}) {
  const text = useMailMessages();
  const format = useMailFormat();
  // A list read again that failed is no longer the list: the notice takes its place.
  const clients = query.isError ? undefined : query.data?.clients;
  const total = (pick: (client: MailListClientsReply['clients'][number]) => number) =>
    (clients ?? []).reduce((sum, client) => sum + pick(client), 0);

  return (
    <section className="mail-clients" aria-labelledby="mail-clients-heading" aria-busy={query.isFetching}>
      <h2 id="mail-clients-heading">{text.clients.heading}</h2>
      {query.isError ? <ErrorNotice error={query.error} title={text.clients.listFailed} /> : null}
      {!clients && query.isPending ? <p role="status">{text.clients.loading}</p> : null}
      {clients ? (
        <ScrollArea label={text.clients.caption}>
          <table className="data-table mail-clients__table">
            <caption className="visually-hidden">{text.clients.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{text.clients.client}</th>
                <th scope="col">{text.clients.domain}</th>
                <th scope="col" className="is-numeric">
                  {text.clients.mailboxes}
                </th>
                <th scope="col" className="is-numeric">
                  {text.clients.forwarders}
                </th>
              </tr>
            </thead>
            <tbody>
              {clients.map((client) => {
                const current = view.client === client.client_id;
                return (
                  <tr key={client.client_id} className={current ? 'is-current' : undefined}>
                    <th scope="row">
                      <Link to={linkTo(view, client.client_id)} aria-current={current ? 'true' : undefined}>
                        {client.name}
                      </Link>
                    </th>
                    <td>{client.domain}</td>
                    <td className="is-numeric">{format.number(client.mailbox_count)}</td>
                    <td className="is-numeric">{format.number(client.forwarder_count)}</td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr className={view.client === null ? 'is-current' : undefined}>
                <th scope="row" colSpan={2}>
                  <Link to={linkTo(view, null)} aria-current={view.client === null ? 'true' : undefined}>
                    {text.clients.all}
                  </Link>
                </th>
                <td className="is-numeric">{format.number(total((client) => client.mailbox_count))}</td>
                <td className="is-numeric">{format.number(total((client) => client.forwarder_count))}</td>
              </tr>
            </tfoot>
          </table>
        </ScrollArea>
      ) : null}
    </section>
  );
}
