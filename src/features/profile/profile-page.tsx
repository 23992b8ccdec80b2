import './profile.css';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../api/query-client.ts';
import { revalidateOnEntry, waitForRouteData } from '../../api/route-data.ts';
import { currentSession, hasPermission } from '../../api/session.ts';
import { profileQueryOptions } from '../../api/user/get-profile.ts';
import { preloadSchemaForm } from '../../forms/lazy-schema-form.tsx';

/** The profile and the code of its details form come with the page. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (hasPermission(currentSession(), '#user-r'))
    await waitForRouteData(request.signal, [
      queryClient.prefetchQuery(profileQueryOptions()),
      preloadSchemaForm(),
    ]);
  return null;
}

export { revalidateOnEntry as shouldRevalidate };

export { ProfilePage as Component } from './profile-view.tsx';

/** The page's own texts: the router loads them with the page, in the language in use. */
export { profileMessages as texts } from './messages.ts';
