import { useMessages } from '../../i18n/locale.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';

export function MailPage() {
  const messages = useMessages();
  return (
    <section className="page">
      <PageHeading title={messages.nav.mail}>{messages.nav.mail}</PageHeading>
      <p>{messages.placeholder}</p>
    </section>
  );
}

export { MailPage as Component };
