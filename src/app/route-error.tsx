import { useEffect } from 'react';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { useMessages } from '../i18n/locale.tsx';
import { ErrorNotice } from '../ui/error-notice.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { emitToHost } from '../embedding/host-channel.ts';
import { HttpError, RpcError } from '../api/errors.ts';

export function RouteError() {
  const error = useRouteError();
  const messages = useMessages();
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (notFound) return;
    const code = error instanceof RpcError ? error.code : error instanceof HttpError ? error.status : 'page';
    emitToHost({ type: 'error', code, message: error instanceof Error ? error.message : String(error) });
  }, [error, notFound]);
  if (notFound) return <NotFoundPage />;
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
