import './profile.css';
import { useQueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { logOut } from '../../api/auth-endpoints.ts';
import { queryClient } from '../../api/query-client.ts';
import { currentSession, hasPermission, useSession } from '../../api/session.ts';
import { profileQueryOptions, useProfile } from '../../api/user/get-profile.ts';
import { revalidateOnEntry, waitForRouteData } from '../../api/route-data.ts';
import type { Profile } from '../../contract/types.gen.ts';
import { preloadSchemaForm } from '../../forms/lazy-schema-form.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { DetailsForm } from './details-form.tsx';
import { useProfileMessages } from './messages.ts';
import { isSessionRefused } from './profile-errors.ts';
import { TotpPanel } from './totp-panel.tsx';
import { WhitelistEditor } from './whitelist-editor.tsx';

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

/** After the whitelist stops admitting a whitelist-only session, only a new log-in (with TOTP) helps. */
function SessionLost() {
  const text = useProfileMessages().sessionLost;
  const client = useQueryClient();
  // Ended as unauthorized, not as a log-out: the shell sends the person to the log-in and back here.
  const logInAgain = async () => {
    await logOut('unauthorized');
    client.clear();
  };
  return (
    <div className="notice notice--error" role="alert">
      <p className="notice__summary">
        <strong>{text.title}</strong> {text.text}
      </p>
      <button type="button" className="button" onClick={() => void logInAgain()}>
        {text.logIn}
      </button>
    </div>
  );
}

function AccountOverview({ profile }: { profile: Profile }) {
  const texts = useProfileMessages();
  const text = texts.overview;
  return (
    <section className="profile-section" aria-labelledby="profile-account-heading">
      <h2 id="profile-account-heading">{text.heading}</h2>
      <dl className="profile-overview">
        <div>
          <dt>{text.username}</dt>
          <dd>
            <code>{profile.username}</code>
          </dd>
        </div>
        <div>
          <dt>{text.customer}</dt>
          <dd>{profile.customer_account_id ?? texts.empty}</dd>
        </div>
        <div>
          <dt>{text.permissions}</dt>
          <dd>
            {profile.permissions.length > 0 ? (
              <ul className="profile-overview__permissions">
                {profile.permissions.map((permission) => (
                  <li key={permission}>
                    <code>{permission}</code>
                  </li>
                ))}
              </ul>
            ) : (
              texts.empty
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

export function ProfilePage() {
  const text = useProfileMessages();
  const session = useSession();
  const canRead = hasPermission(session, '#user-r');
  const canWrite = hasPermission(session, '#user-w');
  const profile = useProfile(canRead);

  return (
    <section className="page profile" aria-busy={profile.isFetching}>
      <PageHeading title={text.title}>{text.title}</PageHeading>
      <p>{text.intro}</p>
      {!canRead ? (
        <p className="notice notice--info">{text.noRead}</p>
      ) : (
        <>
          {profile.error && isSessionRefused(profile.error) ? (
            <SessionLost />
          ) : profile.error ? (
            <ErrorNotice error={profile.error} title={text.loadFailed} />
          ) : null}
          {profile.data ? (
            <>
              {!canWrite ? <p className="notice notice--info">{text.noWrite}</p> : null}
              <div className="profile__layout">
                <DetailsForm profile={profile.data} canWrite={canWrite} />
                <AccountOverview profile={profile.data} />
              </div>
              <WhitelistEditor profile={profile.data} canWrite={canWrite} />
              <TotpPanel profile={profile.data} canWrite={canWrite} />
            </>
          ) : profile.isPending && !profile.error ? (
            <p role="status">{text.loading}</p>
          ) : null}
        </>
      )}
    </section>
  );
}

export { ProfilePage as Component };

/** The page's own texts: the router loads them with the page, in the language in use. */
export { profileMessages as texts } from './messages.ts';
