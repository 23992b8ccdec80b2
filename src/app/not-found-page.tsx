import { Link } from 'react-router';
import { useMessages } from '../i18n/locale.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { paths } from '../ui/paths.ts';

export function NotFoundPage() {
  const messages = useMessages();
  return (
    <section className="page">
      <PageHeading title={messages.notFound.title}>{messages.notFound.title}</PageHeading>
      <p>{messages.notFound.body}</p>
      <p>
        <Link to={paths.home}>{messages.notFound.home}</Link>
      </p>
    </section>
  );
}
