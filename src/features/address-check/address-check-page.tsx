import { useMessages } from '../../i18n/locale.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';

export function AddressCheckPage() {
  const messages = useMessages();
  return (
    <section className="page">
      <PageHeading title={messages.nav.addressCheck}>{messages.nav.addressCheck}</PageHeading>
      <p>{messages.placeholder}</p>
    </section>
  );
}

export { AddressCheckPage as Component };
