import type { Forwarder, MailClient, Mailbox } from '../../contract/types.gen.ts';
import { ScrollArea } from '../../ui/scroll-area.tsx';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { useMailFormat } from './format.ts';
import { useMailMessages } from './messages.ts';
import { DescriptionItem } from '../../ui/description-item.tsx';

/** Below this width the lists show one card per address instead of a table. */
const CARDS_INSTEAD_OF_TABLE = '(max-width: 59.99rem)';

interface RowActions {
  canWrite: boolean;
  canDelete: boolean;
  writeReasonId: string | undefined;
  deleteReasonId: string | undefined;
  onEdit: (email: string) => void;
  onDelete: (email: string) => void;
}

function Actions({ email, actions }: { email: string; actions: RowActions }) {
  const text = useMailMessages();
  return (
    <div className="mail-actions">
      <button
        type="button"
        className="button button--small"
        disabled={!actions.canWrite}
        aria-label={text.editLabel(email)}
        aria-describedby={actions.canWrite ? undefined : actions.writeReasonId}
        onClick={() => actions.onEdit(email)}
      >
        {text.edit}
      </button>
      <button
        type="button"
        className="button button--small button--danger"
        disabled={!actions.canDelete}
        aria-label={text.deleteLabel(email)}
        aria-describedby={actions.canDelete ? undefined : actions.deleteReasonId}
        onClick={() => actions.onDelete(email)}
      >
        {text.delete}
      </button>
    </div>
  );
}

function Destinations({ destinations }: { destinations: readonly string[] }) {
  const text = useMailMessages();
  if (destinations.length === 0) return <>{text.empty}</>;
  return (
    <ul className="mail-destinations">
      {destinations.map((destination) => (
        <li key={destination}>{destination}</li>
      ))}
    </ul>
  );
}

function NewBadge() {
  const text = useMailMessages();
  return <span className="badge badge--ok mail-new">{text.newBadge}</span>;
}

export function MailboxTable({
  mailboxes,
  clients,
  showClient,
  highlight,
  actions,
}: {
  mailboxes: readonly Mailbox[];
  clients: ReadonlyMap<number, MailClient>;
  showClient: boolean;
  highlight: string | null;
  actions: RowActions;
}) {
  const text = useMailMessages();
  const format = useMailFormat();
  const narrow = useMediaQuery(CARDS_INSTEAD_OF_TABLE);
  if (narrow)
    return (
      <ul className="mail-cards" aria-label={text.mailboxes.caption}>
        {mailboxes.map((mailbox) => (
          <li key={mailbox.email} className="mail-card">
            <p className="mail-card__title mail-table__address">
              {mailbox.email} {highlight === mailbox.email ? <NewBadge /> : null}
            </p>
            <dl className="mail-card__fields">
              <DescriptionItem label={text.mailboxes.name}>{mailbox.name || text.empty}</DescriptionItem>
              {showClient ? (
                <DescriptionItem label={text.mailboxes.client}>
                  {clients.get(mailbox.client_id)?.name ?? mailbox.client_id}
                </DescriptionItem>
              ) : null}
              <DescriptionItem label={text.mailboxes.quota}>
                {text.quota(format.number(mailbox.quota_mb))}
              </DescriptionItem>
              <DescriptionItem label={text.mailboxes.created}>
                {format.dateTime(mailbox.created_at)}
              </DescriptionItem>
            </dl>
            <Actions email={mailbox.email} actions={actions} />
          </li>
        ))}
      </ul>
    );
  return (
    <ScrollArea label={text.mailboxes.caption}>
      <table className="data-table mail-table">
        <caption className="visually-hidden">{text.mailboxes.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.mailboxes.email}</th>
            <th scope="col">{text.mailboxes.name}</th>
            {showClient ? <th scope="col">{text.mailboxes.client}</th> : null}
            <th scope="col" className="is-numeric">
              {text.mailboxes.quota}
            </th>
            <th scope="col">{text.mailboxes.created}</th>
            <th scope="col">{text.mailboxes.actions}</th>
          </tr>
        </thead>
        <tbody>
          {mailboxes.map((mailbox) => (
            <tr key={mailbox.email}>
              <th scope="row" className="mail-table__address">
                {mailbox.email} {highlight === mailbox.email ? <NewBadge /> : null}
              </th>
              <td>{mailbox.name || text.empty}</td>
              {showClient ? <td>{clients.get(mailbox.client_id)?.name ?? mailbox.client_id}</td> : null}
              <td className="is-numeric">{text.quota(format.number(mailbox.quota_mb))}</td>
              <td>{format.dateTime(mailbox.created_at)}</td>
              <td>
                <Actions email={mailbox.email} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}

export function ForwarderTable({
  forwarders,
  clients,
  showClient,
  highlight,
  actions,
}: {
  forwarders: readonly Forwarder[];
  clients: ReadonlyMap<number, MailClient>;
  showClient: boolean;
  highlight: string | null;
  actions: RowActions;
}) {
  const text = useMailMessages();
  const format = useMailFormat();
  const narrow = useMediaQuery(CARDS_INSTEAD_OF_TABLE);
  if (narrow)
    return (
      <ul className="mail-cards" aria-label={text.forwarders.caption}>
        {forwarders.map((forwarder) => (
          <li key={forwarder.email} className="mail-card">
            <p className="mail-card__title mail-table__address">
              {forwarder.email} {highlight === forwarder.email ? <NewBadge /> : null}
            </p>
            <dl className="mail-card__fields">
              <DescriptionItem label={text.forwarders.destinations}>
                <Destinations destinations={forwarder.destinations} />
              </DescriptionItem>
              {showClient ? (
                <DescriptionItem label={text.forwarders.client}>
                  {clients.get(forwarder.client_id)?.name ?? forwarder.client_id}
                </DescriptionItem>
              ) : null}
              <DescriptionItem label={text.forwarders.created}>
                {format.dateTime(forwarder.created_at)}
              </DescriptionItem>
            </dl>
            <Actions email={forwarder.email} actions={actions} />
          </li>
        ))}
      </ul>
    );
  return (
    <ScrollArea label={text.forwarders.caption}>
      <table className="data-table mail-table">
        <caption className="visually-hidden">{text.forwarders.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.forwarders.email}</th>
            <th scope="col">{text.forwarders.destinations}</th>
            {showClient ? <th scope="col">{text.forwarders.client}</th> : null}
            <th scope="col">{text.forwarders.created}</th>
            <th scope="col">{text.forwarders.actions}</th>
          </tr>
        </thead>
        <tbody>
          {forwarders.map((forwarder) => (
            <tr key={forwarder.email}>
              <th scope="row" className="mail-table__address">
                {forwarder.email} {highlight === forwarder.email ? <NewBadge /> : null}
              </th>
              <td>
                <Destinations destinations={forwarder.destinations} />
              </td>
              {showClient ? <td>{clients.get(forwarder.client_id)?.name ?? forwarder.client_id}</td> : null}
              <td>{format.dateTime(forwarder.created_at)}</td>
              <td>
                <Actions email={forwarder.email} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}

export type { RowActions };
