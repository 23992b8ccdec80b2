import { NotOfferedError, ReplyShapeError } from '../api/errors.ts';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { useMessages } from '../i18n/locale.tsx';
import { ErrorNotice } from '../ui/error-notice.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { useReportToHost } from '../ui/report-to-host.ts';
import { NotFoundPage } from './not-found-page.tsx';

/** What a route shows when it fails as a whole: outside the signed-in frame (the log-in, the frame itself). */
export function RouteError() {
  return (
    <main id="main" className="app-main page">
      <RouteFailure />
    </main>
  );
}

/**
 * What a signed-in page shows when it fails: inside the frame, so the menu, the user menu and the
 * other pages stay usable.
 */
export function PageError() {
  return (
    <div className="page">
      <RouteFailure />
    </div>
  );
}

function RouteFailure() {
  const error = useRouteError();
  const messages = useMessages();
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The notices of a reply that could not be read and of a method not offered tell the host themselves.
  useReportToHost(
    error,
    !notFound && !(error instanceof ReplyShapeError || error instanceof NotOfferedError),
  );
  if (notFound) return <NotFoundPage />;
  return (
    <>
      <PageHeading title={messages.routeError.title}>{messages.routeError.title}</PageHeading>
      <ErrorNotice error={error} />
      <button type="button" className="button" onClick={() => void revalidator.revalidate()}>
        {messages.routeError.retry}
      </button>
    </>
  );
}
