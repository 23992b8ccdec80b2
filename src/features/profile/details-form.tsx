import type { CustomValidator, UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useSetProfile } from '../../api/user/set-profile.ts';
import { schema, validators } from '../../contract/forms/user/set_profile.gen.js';
import type { Profile, UserSetProfileRequest } from '../../contract/types.gen.ts';
import { SchemaForm } from '../../forms/lazy-schema-form.tsx';
import { NotShownField } from '../../forms/not-shown-field.tsx';
import { useMessages } from '../../i18n/locale.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { useProfileMessages } from './messages.ts';
import { LanguageWidget } from './language-widget.tsx';
import { isAnswerUnreadable } from './profile-errors.ts';

interface DetailsFormData {
  name?: string;
  email?: string;
  phone?: string;
  language?: 'nl' | 'en';
}

const widgets = { language: LanguageWidget };

const LANGUAGES: readonly string[] = ['nl', 'en'];

/** A language the form offers; the service may name one it does not (read past, kept as named). */
const isOfferedLanguage = (language: string): language is 'nl' | 'en' => LANGUAGES.includes(language);

/** The form as the profile fills it; a language the form does not offer is left unchosen, not sent back. */
export const formDataOf = (profile: Profile): DetailsFormData => ({
  name: profile.name,
  email: profile.email,
  phone: profile.phone ?? undefined,
  language: isOfferedLanguage(profile.language) ? profile.language : undefined,
});

/** Only what changed is sent, so a parallel change to another field is never overwritten. */
export function changesOf(profile: Profile, data: DetailsFormData): UserSetProfileRequest {
  const changes: UserSetProfileRequest = {};
  const name = data.name?.trim() ?? '';
  const email = data.email?.trim() ?? '';
  const phone = data.phone?.trim() || null;
  if (name !== profile.name) changes.name = name;
  if (email !== profile.email) changes.email = email;
  if (phone !== profile.phone) changes.phone = phone;
  if (data.language && data.language !== profile.language) changes.language = data.language;
  return changes;
}

/** Name, email, phone and language, generated from `set_profile_request_v1.json`. */
export function DetailsForm({ profile, canWrite }: { profile: Profile; canWrite: boolean }) {
  const texts = useProfileMessages();
  const text = texts.details;
  const reading = useMessages().reading;
  const mutation = useSetProfile();
  const [formData, setFormData] = useState<DetailsFormData>(() => formDataOf(profile));
  const [submitted, setSubmitted] = useState(false);
  const [unchanged, setUnchanged] = useState(false);

  const uiSchema = useMemo<UiSchema<DetailsFormData>>(
    () => ({
      'ui:order': ['name', 'email', 'phone', 'language', '*'],
      'ui:disabled': !canWrite,
      name: {
        'ui:title': text.name,
        'ui:autocomplete': 'name',
        'ui:errorMessages': {
          minLength: text.nameInvalid,
          maxLength: text.nameInvalid,
          required: text.nameInvalid,
        },
      },
      email: {
        'ui:title': text.email,
        'ui:inputType': 'email',
        'ui:autocomplete': 'email',
        'ui:errorMessages': {
          format: text.emailInvalid,
          maxLength: text.emailInvalid,
          required: text.emailInvalid,
        },
      },
      phone: {
        'ui:title': text.phone,
        'ui:help': text.phoneHelp,
        'ui:inputType': 'tel',
        'ui:autocomplete': 'tel',
        'ui:errorMessages': { pattern: text.phoneInvalid },
      },
      language: {
        'ui:title': text.language,
        'ui:widget': 'language',
        'ui:help': text.languageHelp,
        'ui:enumNames': [text.languages.nl, text.languages.en],
        'ui:options': {
          asSent: isOfferedLanguage(profile.language) ? undefined : reading.asNamed(profile.language),
        },
      },
      ip_whitelist: { 'ui:field': NotShownField },
      ip_whitelist_add: { 'ui:field': NotShownField },
      ip_whitelist_remove: { 'ui:field': NotShownField },
      totp: { 'ui:field': NotShownField, 'ui:fieldReplacesAnyOrOneOf': true },
    }),
    [text, canWrite, reading, profile.language],
  );

  const customValidate: CustomValidator<DetailsFormData> = (data, errors) => {
    if (!data?.name?.trim()) errors.name?.addError(text.nameInvalid);
    if (!data?.email?.trim()) errors.email?.addError(text.emailInvalid);
    return errors;
  };

  const save = (data: DetailsFormData) => {
    const changes = changesOf(profile, data);
    if (Object.keys(changes).length === 0) {
      mutation.reset();
      setUnchanged(true);
      return;
    }
    setUnchanged(false);
    mutation.mutate(changes, { onSuccess: (reply) => setFormData(formDataOf(reply)) });
  };

  const status = mutation.isPending
    ? text.saving
    : mutation.isSuccess
      ? text.saved
      : unchanged
        ? text.unchanged
        : '';

  return (
    <section
      className="profile-section"
      aria-labelledby="profile-details-heading"
      aria-busy={mutation.isPending}
    >
      <h2 id="profile-details-heading">{text.heading}</h2>
      <div className="profile-details">
        <SchemaForm<DetailsFormData>
          schema={schema}
          validators={validators}
          uiSchema={uiSchema}
          formData={formData}
          liveValidate={submitted}
          customValidate={customValidate}
          widgets={widgets}
          onChange={(data) => {
            setFormData(data);
            setUnchanged(false);
            if (!mutation.isPending) mutation.reset();
          }}
          onError={() => setSubmitted(true)}
          onSubmit={(data) => {
            setSubmitted(true);
            save(data);
          }}
        >
          {canWrite ? (
            <div className="form__actions">
              <button type="submit" className="button button--primary" disabled={mutation.isPending}>
                {text.save}
              </button>
            </div>
          ) : (
            <></>
          )}
        </SchemaForm>
      </div>
      <p role="status" className={`profile-status${mutation.isSuccess ? ' profile-status--ok' : ''}`}>
        {status}
      </p>
      {mutation.isError ? (
        <ErrorNotice
          error={mutation.error}
          title={isAnswerUnreadable(mutation.error) ? texts.sentUnreadable : text.failed}
        />
      ) : null}
    </section>
  );
}
