import { useMessages } from '../../i18n/locale.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';

export function ProfilePage() {
  const messages = useMessages();
  return (
    <section className="page">
      <PageHeading title={messages.nav.profile}>{messages.nav.profile}</PageHeading>
      <p>{messages.placeholder}</p>
    </section>
  );
}

export { ProfilePage as Component };
