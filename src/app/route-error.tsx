import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { useMessages } from '../i18n/locale.tsx';
import { ErrorNotice } from '../ui/error-notice.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { NotFoundPage } from './not-found-page.tsx';

export function RouteError() {
  const error = useRouteError();
  const messages = useMessages();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main id="main" className="app-main page">
      <PageHeading title={messages.routeError.title}>{messages.routeError.title}</PageHeading>
      <ErrorNotice error={error} />
      <button type="button" className="button" onClick={() => void revalidator.revalidate()}>
        {messages.routeError.retry}
      </button>
    </main>
  );
}
