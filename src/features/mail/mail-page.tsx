import './mail.css';
import type { LoaderFunctionArgs } from 'react-router';
import { forwardersQueryOptions } from '../../api/mail/list-forwarders.ts';
import { mailClientsQueryOptions } from '../../api/mail/list-clients.ts';
import { mailboxesQueryOptions } from '../../api/mail/list-mailboxes.ts';
import { queryClient } from '../../api/query-client.ts';
import { revalidateOnEntry, waitForRouteData } from '../../api/route-data.ts';
import { currentSession, hasPermission } from '../../api/session.ts';
import { preloadSchemaForm } from '../../forms/lazy-schema-form.tsx';
import { readListParams } from '../../ui/list-params.ts';
import { MAIL_LIST } from './list-spec.ts';

/**
 * The clients and the lists of the URL's client come with the page, and the forms' code when the
 * URL opens a form; another client, the filter or a form opened on the page are the page's own.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = currentSession();
  if (!session.token || !hasPermission(session, '#mail-r')) return null;
  const view = readListParams(MAIL_LIST, new URL(request.url).searchParams).filter;
  await waitForRouteData(request.signal, [
    queryClient.prefetchQuery(mailClientsQueryOptions()),
    queryClient.prefetchQuery(mailboxesQueryOptions(view.client)),
    queryClient.prefetchQuery(forwardersQueryOptions(view.client)),
    ...(view.create !== null || view.edit !== null ? [preloadSchemaForm()] : []),
  ]);
  return null;
}

export { revalidateOnEntry as shouldRevalidate };

export { MailPage as Component } from './mail-view.tsx';

/** The page's own texts: the router loads them with the page, in the language in use. */
export { mailMessages as texts } from './messages.ts';
