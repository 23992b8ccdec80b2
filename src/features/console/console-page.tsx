import { useMessages } from '../../i18n/locale.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';

export function ConsolePage() {
  const messages = useMessages();
  return (
    <section className="page">
      <PageHeading title={messages.nav.console}>{messages.nav.console}</PageHeading>
      <p>{messages.placeholder}</p>
    </section>
  );
}

export { ConsolePage as Component };
