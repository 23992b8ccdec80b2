import { useMessages } from '../../i18n/locale.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';

export function TransactionsPage() {
  const messages = useMessages();
  return (
    <section className="page">
      <PageHeading title={messages.nav.transactions}>{messages.nav.transactions}</PageHeading>
      <p>{messages.placeholder}</p>
    </section>
  );
}

export { TransactionsPage as Component };
