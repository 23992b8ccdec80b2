import { useQueryClient } from '@tanstack/react-query';
import { logOut } from '../../api/auth-endpoints.ts';
import { NotOfferedError, ReplyShapeError } from '../../api/errors.ts';
import { hasPermission, useSession } from '../../api/session.ts';
import { useProfile } from '../../api/user/get-profile.ts';
import type { Profile } from '../../contract/types.gen.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { OtherFields } from '../../ui/other-fields.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { SectionBoundary } from '../../ui/section-boundary.tsx';
import { DetailsForm } from './details-form.tsx';
import { useProfileMessages } from './messages.ts';
import { isSessionRefused } from './profile-errors.ts';
import { TotpPanel } from './totp-panel.tsx';
import { WhitelistEditor } from './whitelist-editor.tsx';

/**
 * An answer that cannot be read as a profile, or a service that does not offer it: the profile shown
 * before is no longer what the service holds, so the notice takes its place. After any other failure
 * (the network, a session this address no longer admits) the profile stays in view under the
 * notice, and so does what is being typed.
 */
const isNotTheProfile = (error: unknown) =>
  error instanceof ReplyShapeError || error instanceof NotOfferedError;

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
      <OtherFields of={profile} />
    </section>
  );
}

/** The profile: details, account, IP whitelist and TOTP, each a section that fails on its own. */
export function ProfilePage() {
  const text = useProfileMessages();
  const session = useSession();
  const canRead = hasPermission(session, '#user-r');
  const canWrite = hasPermission(session, '#user-w');
  const profile = useProfile(canRead);
  const replaced = profile.error !== null && isNotTheProfile(profile.error);

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
          {profile.data && !replaced ? (
            <>
              {!canWrite ? <p className="notice notice--info">{text.noWrite}</p> : null}
              <div className="profile__layout">
                <SectionBoundary title={text.details.heading} resetKey={profile.data}>
                  <DetailsForm profile={profile.data} canWrite={canWrite} />
                </SectionBoundary>
                <SectionBoundary title={text.overview.heading} resetKey={profile.data}>
                  <AccountOverview profile={profile.data} />
                </SectionBoundary>
              </div>
              <SectionBoundary title={text.whitelist.heading} resetKey={profile.data}>
                <WhitelistEditor profile={profile.data} canWrite={canWrite} />
              </SectionBoundary>
              <SectionBoundary title={text.totp.heading} resetKey={profile.data}>
                <TotpPanel profile={profile.data} canWrite={canWrite} />
              </SectionBoundary>
            </>
          ) : profile.isPending && !profile.error ? (
            <p role="status">{text.loading}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
