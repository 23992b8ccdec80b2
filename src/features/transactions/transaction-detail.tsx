import { type ReactNode, createContext, useContext, useId } from 'react';
import { unknownMembersOf } from '../../contract/reply-reading.ts';
import type { Transaction } from '../../contract/types.gen.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { OtherFields } from '../../ui/other-fields.tsx';
import { SectionBoundary } from '../../ui/section-boundary.tsx';
import { ScrollArea } from '../../ui/scroll-area.tsx';
import { ActionBadge, StateBadge } from './badges.tsx';
import { CancelPanel } from './cancel-panel.tsx';
import { DocumentComparison } from './document-comparison.tsx';
import { formatMoney, safeWebUrl } from './format.ts';
import { knownLabel } from './labels.ts';
import { useTransactionMessages } from './messages.ts';
import { BooleanValue, DateValue, DatetimeValue, Empty, TextValue } from './values.tsx';
import { DescriptionItem } from '../../ui/description-item.tsx';

/** The transaction drawn: a card that failed to draw tries again when it changes (read again). */
const DrawnTransaction = createContext<Transaction | null>(null);

/** One card of the detail: what fails to draw in it says so in its place, and the others stay. */
function Section({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const headingId = useId();
  const transaction = useContext(DrawnTransaction);
  return (
    <section className={`tx-card ${className ?? ''}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <SectionBoundary resetKey={transaction}>{children}</SectionBoundary>
    </section>
  );
}

/**
 * What the service sent that the portal does not know, after all it does: the transaction's own
 * other members, and those of each document, each in a card of its own (none without any).
 */
function OtherFieldsCards({ transaction }: { transaction: Transaction }) {
  const text = useTransactionMessages();
  const documents = [
    { key: 'before', title: text.detail.otherFieldsOf.before, of: transaction.document_before_transaction },
    { key: 'after', title: text.detail.otherFieldsOf.after, of: transaction.document_after_transaction },
  ].filter((document) => unknownMembersOf(document.of).length > 0);
  return (
    <>
      {unknownMembersOf(transaction).length > 0 ? (
        <div className="tx-card tx-card--wide">
          <OtherFields of={transaction} heading="h2" />
        </div>
      ) : null}
      {documents.map((document) => (
        <Section key={document.key} title={document.title} className="tx-card--wide">
          <OtherFields of={document.of} heading="h3" />
        </Section>
      ))}
    </>
  );
}

function IdentitySection({ transaction }: { transaction: Transaction }) {
  const text = useTransactionMessages();
  const fields = text.detail.fields;
  return (
    <Section title={text.detail.sections.identity}>
      <dl className="tx-fields">
        <DescriptionItem label={fields.nid}>
          {transaction.nid ? (
            <span className="tx-copyable">
              <code>{transaction.nid}</code> <CopyButton text={transaction.nid} label={text.detail.copyNid} />
            </span>
          ) : (
            <Empty />
          )}
        </DescriptionItem>
        <DescriptionItem label={fields.uuid}>
          <span className="tx-copyable">
            <code>{transaction.uuid}</code>{' '}
            <CopyButton text={transaction.uuid} label={text.detail.copyUuid} />
          </span>
        </DescriptionItem>
        <DescriptionItem label={fields.customer_account_id}>
          <TextValue value={transaction.customer_account_id} />
        </DescriptionItem>
        <DescriptionItem label={fields.action}>
          <ActionBadge action={transaction.action} />
        </DescriptionItem>
        <DescriptionItem label={fields.state}>
          <StateBadge state={transaction.state} />
        </DescriptionItem>
        <DescriptionItem label={fields.open}>
          <BooleanValue value={transaction.open} />
        </DescriptionItem>
        <DescriptionItem label={fields.created_at}>
          <DatetimeValue value={transaction.created_at} />
        </DescriptionItem>
        <DescriptionItem label={fields.last_updated}>
          <DatetimeValue value={transaction.last_updated} />
        </DescriptionItem>
        <DescriptionItem label={fields.closed_at}>
          <DatetimeValue value={transaction.closed_at} />
        </DescriptionItem>
      </dl>
    </Section>
  );
}

function TimelineSection({ transaction: t }: { transaction: Transaction }) {
  const text = useTransactionMessages();
  const words = text.detail.timeline;
  const fields = text.detail.fields;
  const rows: {
    key: string;
    label: string;
    planned: ReactNode;
    executed: ReactNode;
    replan: ReactNode;
    notes?: ReactNode;
  }[] = [
    {
      key: 'sitesurvey',
      label: words.sitesurvey,
      planned: <DateValue value={t.sitesurvey_plan_date} />,
      executed: <DateValue value={t.sitesurvey_executed_date} />,
      replan: <BooleanValue value={t.sitesurvey_date_replan} />,
      notes: (
        <>
          {words.document}: <TextValue value={t.sitesurvey_document} />
        </>
      ),
    },
    {
      key: 'externalworks',
      label: words.externalworks,
      planned: <DateValue value={t.externalworks_plan_date} />,
      executed: <DateValue value={t.externalworks_executed_date} />,
      replan: <BooleanValue value={t.externalworks_date_replan} />,
      notes: (
        <>
          {words.permit}: <TextValue value={t.permit} />
        </>
      ),
    },
    {
      key: 'internalworks',
      label: words.internalworks,
      planned: <DateValue value={t.internalworks_plan_date} />,
      executed: <DateValue value={t.internalworks_executed_date} />,
      replan: <BooleanValue value={t.internalworks_date_replan} />,
    },
    {
      key: 'cleanorder',
      label: words.cleanorder,
      planned: <Empty />,
      executed: <DateValue value={t.cleanorder_executed_date} />,
      replan: <Empty />,
    },
    {
      key: 'customerWish',
      label: words.customerWish,
      planned: <DateValue value={t.customer_wish_date} />,
      executed: <Empty />,
      replan: <BooleanValue value={t.customer_wish_date_replan} />,
    },
    {
      key: 'expected',
      label: words.expected,
      planned: <DateValue value={t.expected_completion_date} />,
      executed: t.state === 'finished' ? <DatetimeValue value={t.closed_at} /> : <Empty />,
      replan: <BooleanValue value={t.expected_completion_date_replan} />,
      notes: (
        <>
          {words.delayedTo}: <DateValue value={t.expected_completion_date_delayed} />
          <br />
          {words.forecast}: <BooleanValue value={t.expected_completion_date_is_forecast} />
        </>
      ),
    },
  ];
  return (
    <Section title={text.detail.sections.timeline} className="tx-card--wide">
      <>
        <ScrollArea label={words.caption}>
          <table className="tx-timeline">
            <caption className="visually-hidden">{words.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{words.milestone}</th>
                <th scope="col">{words.planned}</th>
                <th scope="col">{words.executed}</th>
                <th scope="col">{words.replan}</th>
                <th scope="col">{words.notes}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  <td>{row.planned}</td>
                  <td>{row.executed}</td>
                  <td>{row.replan}</td>
                  <td>{row.notes ?? <Empty />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
        <h3>{words.replanTitle}</h3>
        <dl className="tx-fields tx-fields--inline">
          <DescriptionItem label={fields.replan_possible}>
            <BooleanValue value={t.replan_possible} />
          </DescriptionItem>
          <DescriptionItem label={fields.replan_requested}>
            <BooleanValue value={t.replan_requested} />
          </DescriptionItem>
          <DescriptionItem label={fields.replan_date}>
            <DateValue value={t.replan_date} />
          </DescriptionItem>
        </dl>
      </>
    </Section>
  );
}

function PricesSection({ transaction: t }: { transaction: Transaction }) {
  const text = useTransactionMessages();
  const { locale } = useLocale();
  const words = text.detail.prices;
  const rows = [
    { key: 'recurring', label: words.recurring, purchase: t.purchase_price, sales: t.sales_price },
    { key: 'setup', label: words.setup, purchase: t.purchase_setup_price, sales: t.sales_setup_price },
    {
      key: 'teardown',
      label: words.teardown,
      purchase: t.purchase_teardown_price,
      sales: t.sales_teardown_price,
    },
  ];
  return (
    <Section title={text.detail.sections.prices}>
      <ScrollArea label={words.caption}>
        <table className="tx-prices">
          <caption className="visually-hidden">{words.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{words.kind}</th>
              <th scope="col">{words.purchase}</th>
              <th scope="col">{words.sales}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td className="tx-number">
                  {row.purchase === null ? <Empty /> : formatMoney(row.purchase, locale)}
                </td>
                <td className="tx-number">
                  {row.sales === null ? <Empty /> : formatMoney(row.sales, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </Section>
  );
}

function FlagsSection({ transaction: t }: { transaction: Transaction }) {
  const text = useTransactionMessages();
  const fields = text.detail.fields;
  return (
    <Section title={text.detail.sections.flags}>
      <dl className="tx-fields">
        <DescriptionItem label={fields.is_complex}>
          <BooleanValue value={t.is_complex} />
        </DescriptionItem>
        <DescriptionItem label={fields.is_realtime}>
          <BooleanValue value={t.is_realtime} />
        </DescriptionItem>
        <DescriptionItem label={fields.on_demand}>
          <BooleanValue value={t.on_demand} />
        </DescriptionItem>
        <DescriptionItem label={fields.on_demand_requested}>
          <BooleanValue value={t.on_demand_requested} />
        </DescriptionItem>
        <DescriptionItem label={fields.update_contacts}>
          <BooleanValue value={t.update_contacts} />
        </DescriptionItem>
        <DescriptionItem label={fields.ftu_count}>
          <TextValue value={t.ftu_count} />
        </DescriptionItem>
      </dl>
    </Section>
  );
}

function AppointmentSection({ transaction: t }: { transaction: Transaction }) {
  const text = useTransactionMessages();
  const words = text.detail.appointment;
  const url = safeWebUrl(t.appointment_url);
  return (
    <Section title={text.detail.sections.appointment}>
      {url ? (
        <p>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {words.make} <span className="visually-hidden">{words.opensNewWindow}</span>
          </a>
          <br />
          <code className="tx-url">{url}</code>
        </p>
      ) : t.appointment_url ? (
        <p>
          <code className="tx-url">{t.appointment_url}</code>
        </p>
      ) : (
        <p>{words.none}</p>
      )}
    </Section>
  );
}

function proposalValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function ProposalSection({ transaction: t }: { transaction: Transaction }) {
  const text = useTransactionMessages();
  const words = text.detail.proposal;
  const members = Object.entries(t.change_proposal);
  return (
    <Section title={text.detail.sections.proposal}>
      {members.length === 0 ? (
        <p>{words.none}</p>
      ) : (
        <>
          <p>{words.intro}</p>
          <dl className="tx-fields">
            {members.map(([member, value]) => (
              <DescriptionItem key={member} label={knownLabel(words.members, member) ?? member}>
                <TextValue value={proposalValue(value)} />
              </DescriptionItem>
            ))}
          </dl>
        </>
      )}
    </Section>
  );
}

/** Every member of the Transaction (spec §2.2), grouped for people. */
export function TransactionDetail({ transaction }: { transaction: Transaction }) {
  const text = useTransactionMessages();
  return (
    <DrawnTransaction value={transaction}>
      <div className="tx-detail">
        <div className="tx-detail__grid">
          <IdentitySection transaction={transaction} />
          <Section title={text.detail.sections.cancellation}>
            <CancelPanel transaction={transaction} />
          </Section>
        </div>
        <TimelineSection transaction={transaction} />
        <div className="tx-detail__grid">
          <PricesSection transaction={transaction} />
          <FlagsSection transaction={transaction} />
          <AppointmentSection transaction={transaction} />
          <ProposalSection transaction={transaction} />
        </div>
        <Section title={text.detail.sections.documents} className="tx-card--wide">
          <DocumentComparison
            before={transaction.document_before_transaction}
            after={transaction.document_after_transaction}
          />
        </Section>
        <OtherFieldsCards transaction={transaction} />
      </div>
    </DrawnTransaction>
  );
}
