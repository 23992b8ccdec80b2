import { useMessages } from '../../i18n/locale.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';

export function CarrierProductsPage() {
  const messages = useMessages();
  return (
    <section className="page">
      <PageHeading title={messages.nav.products}>{messages.nav.products}</PageHeading>
      <p>{messages.placeholder}</p>
    </section>
  );
}

export { CarrierProductsPage as Component };
