import { useRef, useState } from 'react';
import { useSetProfile } from '../../api/user/set-profile.ts';
import type { Profile, UserSetProfileReply } from '../../contract/types.gen.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { OtherFields } from '../../ui/other-fields.tsx';
import { CodeForm } from './code-form.tsx';
import { useProfileMessages } from './messages.ts';
import { isAnswerUnreadable, isProhibited, isUpdateFailed } from './profile-errors.ts';
import { QrCode } from './qr-code.tsx';

type Enrolment = NonNullable<UserSetProfileReply['totp_enrolment']>;
type TotpAction = 'enrol' | 'confirm' | 'disable';

/** Groups of four, as authenticator apps show and accept them. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * TOTP state is always shown. Enrolment is two steps: the service hands out a secret once (QR and
 * text), and TOTP turns on only when a code from it is confirmed. Turning it off needs a current code.
 */
export function TotpPanel({ profile, canWrite }: { profile: Profile; canWrite: boolean }) {
  const texts = useProfileMessages();
  const text = texts.totp;
  const mutation = useSetProfile();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const enrolHeadingRef = useRef<HTMLHeadingElement>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [action, setAction] = useState<TotpAction | null>(null);
  const [outcome, setOutcome] = useState<'confirmed' | 'disabled' | null>(null);

  const state = profile.totp.enabled ? 'enabled' : profile.totp.pending ? 'pending' : 'off';
  const run = (next: TotpAction, params: Parameters<typeof mutation.mutate>[0]) => {
    setAction(next);
    setOutcome(null);
    mutation.mutate(params, {
      onSuccess: (reply) => {
        if (next === 'enrol') {
          setEnrolment(reply.totp_enrolment ?? null);
          // the key appears below; move there once it is drawn
          window.setTimeout(() => enrolHeadingRef.current?.focus(), 0);
          return;
        }
        setEnrolment(null);
        setOutcome(next === 'confirm' ? 'confirmed' : 'disabled');
        headingRef.current?.focus();
      },
    });
  };

  const refusalFor = (form: TotpAction) =>
    action === form && isUpdateFailed(mutation.error) ? text.codeWrong : null;
  const generalError = mutation.isError && !isUpdateFailed(mutation.error) ? mutation.error : null;
  const status = mutation.isPending
    ? action === 'enrol'
      ? text.enrolling
      : action === 'confirm'
        ? text.confirming
        : text.disabling
    : outcome === 'confirmed'
      ? text.confirmed
      : outcome === 'disabled'
        ? text.disabled
        : '';
  const resetError = () => {
    if (mutation.isError) mutation.reset();
  };
  const confirmForm = (
    <CodeForm
      label={text.confirmCode}
      submitLabel={text.confirm}
      busy={mutation.isPending}
      refusal={refusalFor('confirm')}
      onEdit={resetError}
      onSubmit={(code) => run('confirm', { totp: { action: 'confirm', code } })}
    />
  );

  return (
    <section className="profile-section" aria-labelledby="totp-heading" aria-busy={mutation.isPending}>
      <h2 id="totp-heading" ref={headingRef} tabIndex={-1}>
        {text.heading}
      </h2>
      <p>{text.intro}</p>
      <p className="totp-status">
        {text.status}:{' '}
        <span className={`profile-badge totp-status__badge totp-status__badge--${state}`}>{text[state]}</span>
      </p>

      <OtherFields of={profile.totp} />

      {canWrite && state === 'off' && !enrolment ? (
        <button
          type="button"
          className="button button--primary"
          disabled={mutation.isPending}
          onClick={() => run('enrol', { totp: { action: 'enrol' } })}
        >
          {text.enrol}
        </button>
      ) : null}

      {canWrite && state !== 'enabled' && enrolment ? (
        <div className="totp-enrolment">
          <h3 ref={enrolHeadingRef} tabIndex={-1}>
            {text.enrolHeading}
          </h3>
          <p>{text.scan}</p>
          <div className="totp-enrolment__key">
            <QrCode uri={enrolment.uri} alt={text.qrAlt(profile.username)} />
            <div>
              <p className="totp-enrolment__secret-label">{text.secret}</p>
              <p>
                <code className="totp-secret">{grouped(enrolment.secret)}</code>{' '}
                <CopyButton text={enrolment.secret} label={text.secretLabel} />
              </p>
              <p className="field__help">{text.shownOnce}</p>
            </div>
          </div>
          {confirmForm}
        </div>
      ) : null}

      {canWrite && state === 'pending' && !enrolment ? (
        <div className="totp-enrolment">
          <p>{text.pendingWithoutSecret}</p>
          {confirmForm}
          <button
            type="button"
            className="button"
            disabled={mutation.isPending}
            onClick={() => run('enrol', { totp: { action: 'enrol' } })}
          >
            {text.enrolAgain}
          </button>
        </div>
      ) : null}

      {canWrite && state === 'enabled' ? (
        <div className="totp-disable">
          <p>{text.disableIntro}</p>
          <CodeForm
            label={text.disableCode}
            submitLabel={text.disable}
            busy={mutation.isPending}
            refusal={refusalFor('disable')}
            onEdit={resetError}
            onSubmit={(code) => run('disable', { totp: { action: 'disable', code } })}
          />
        </div>
      ) : null}

      <p role="status" className="profile-status profile-status--ok">
        {status}
      </p>
      {generalError ? (
        <ErrorNotice
          error={generalError}
          title={
            isAnswerUnreadable(generalError)
              ? texts.sentUnreadable
              : action === 'disable' && isProhibited(generalError)
                ? text.keepOne
                : text.failed
          }
        />
      ) : null}
    </section>
  );
}
