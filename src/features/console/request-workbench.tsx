import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { rawCall } from '../../api/raw-call.ts';
import { apiUrl } from '../../api/transport.ts';
import { SchemaForm } from '../../forms/lazy-schema-form.tsx';
import { useTranslations } from '../../i18n/locale.tsx';
import { type MethodEntry, changesData } from './catalogue.ts';
import { CurlTools } from './curl-tools.tsx';
import type { ConsoleFormContext } from './form-parts.tsx';
import { choiceMembersOf, formParamsOf, uiSchemaFor } from './form-ui.ts';
import { IssueList } from './issues.tsx';
import { consoleMessages } from './messages.ts';
import { type MethodModule, consoleKeys } from './method-module.ts';
import { ReplyView } from './reply-view.tsx';
import { withoutSecrets } from './secrets.ts';
import { validateRequest } from './validation.ts';

export type EditorView = 'form' | 'raw';
type FormData = Record<string, unknown>;

const isObject = (value: unknown): value is FormData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Parsed = { ok: true; value: unknown } | { ok: false; error: string };

function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** What was typed for each method in this visit, so switching methods loses nothing. */
const drafts = new Map<string, string>();

/** Issues the form cannot show next to a field: an exactly-one rule, members the form has no field for. */
const notOnAField = (issue: { keyword: string }) =>
  issue.keyword === 'oneOf' || issue.keyword === 'additionalProperties';

export function absoluteApiUrl(path: string): string {
  return new URL(apiUrl(path), document.baseURI).href;
}

export function RequestWorkbench({
  entry,
  module,
  view,
  onView,
  initialParams,
  onSent,
}: {
  entry: MethodEntry;
  module: MethodModule;
  view: EditorView;
  onView: (view: EditorView) => void;
  /** Params from the URL (JSON), if any. */
  initialParams: string | null;
  /** Told what was sent, its secrets left out, so it can be kept in the URL. */
  onSent: (paramsWithoutSecrets: unknown) => void;
}) {
  const text = useTranslations(consoleMessages);
  const id = useId();
  const queryClient = useQueryClient();
  const [initial] = useState(() => {
    const source = initialParams ?? drafts.get(entry.id) ?? '{}';
    const parsed = parseJson(source);
    return {
      raw: parsed.ok ? pretty(parsed.value) : source,
      object: parsed.ok && isObject(parsed.value) ? parsed.value : {},
    };
  });
  const [formData, setFormData] = useState<FormData>(initial.object);
  const [rawText, setRawText] = useState(initial.raw);
  const [validateFirst, setValidateFirst] = useState(true);
  const [attempted, setAttempted] = useState(false);
  const [switchError, setSwitchError] = useState<string | null>(null);
  const uiSchema = useMemo(() => uiSchemaFor(module.schema), [module.schema]);
  const choiceMembers = useMemo(() => choiceMembersOf(module.schema), [module.schema]);
  const [included, setIncludedMembers] = useState<ReadonlySet<string>>(
    () => new Set(choiceMembers.filter((name) => name in initial.object)),
  );
  const formContext = useMemo<ConsoleFormContext>(
    () => ({
      included,
      setIncluded: (member, on) =>
        setIncludedMembers((previous) => {
          const next = new Set(previous);
          if (on) next.add(member);
          else next.delete(member);
          return next;
        }),
    }),
    [included],
  );

  const send = useMutation({
    mutationFn: (params: unknown) => rawCall(entry.className, entry.method, params),
    onSuccess: () => {
      if (changesData(entry))
        void queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[0] !== consoleKeys.all[0],
        });
    },
  });

  const formParams = formParamsOf(formData, choiceMembers, included);
  const parsedRaw = view === 'raw' ? parseJson(rawText) : null;
  const current: { value: unknown } | undefined =
    view === 'form' ? { value: formParams } : parsedRaw?.ok ? { value: parsedRaw.value } : undefined;

  useEffect(() => {
    drafts.set(entry.id, view === 'raw' ? rawText : pretty(formParams));
  });

  const rawIssues =
    view === 'raw' && attempted && parsedRaw?.ok && validateFirst
      ? validateRequest(module, module.published, parsedRaw.value)
      : [];
  const formIssues =
    view === 'form' && attempted
      ? validateRequest(module, module.published, formParams).filter(notOnAField)
      : [];

  const dispatch = (params: unknown) => {
    send.mutate(params);
    onSent(withoutSecrets(module.published, params));
  };

  const showForm = () => {
    const parsed = parseJson(rawText);
    if (!parsed.ok) return setSwitchError(text.invalidJson(parsed.error));
    if (!isObject(parsed.value)) return setSwitchError(text.notAnObject);
    setSwitchError(null);
    setFormData(parsed.value);
    setIncludedMembers(new Set(choiceMembers.filter((name) => name in (parsed.value as FormData))));
    onView('form');
  };
  const showRaw = () => {
    setSwitchError(null);
    setRawText(pretty(formParams));
    onView('raw');
  };

  const sendButton = (
    <button type="submit" className="button button--primary" disabled={send.isPending}>
      {send.isPending ? text.sending : text.send}
    </button>
  );
  const hasFields =
    Object.keys(isObject(module.schema.properties) ? module.schema.properties : {}).length > 0;

  return (
    <>
      <section className="console-request" aria-labelledby={`${id}-request`}>
        <div className="console-request__bar">
          <h3 id={`${id}-request`}>{text.request}</h3>
          <div role="group" aria-label={text.view} className="console-switch">
            <button
              type="button"
              className="button button--small"
              aria-pressed={view === 'form'}
              onClick={() => (view === 'form' ? undefined : showForm())}
            >
              {text.viewForm}
            </button>
            <button
              type="button"
              className="button button--small"
              aria-pressed={view === 'raw'}
              onClick={() => (view === 'raw' ? undefined : showRaw())}
            >
              {text.viewRaw}
            </button>
          </div>
        </div>
        {switchError ? (
          <div className="notice notice--error" role="alert">
            <p className="notice__summary">{switchError}</p>
          </div>
        ) : null}
        {view === 'form' ? (
          <div className="console-form">
            {hasFields ? null : <p>{text.noParams}</p>}
            <SchemaForm<FormData>
              schema={module.schema}
              validators={module.validators}
              uiSchema={uiSchema}
              formData={formData}
              formContext={formContext}
              onChange={setFormData}
              liveValidate={attempted}
              onError={() => setAttempted(true)}
              onSubmit={(data) => {
                setAttempted(true);
                const params = formParamsOf(data, choiceMembers, included);
                if (validateRequest(module, module.published, params).some(notOnAField)) return;
                dispatch(params);
              }}
            >
              <IssueList id={`${id}-form-issues`} issues={formIssues} parseError={null} />
              <div className="form__actions">{sendButton}</div>
            </SchemaForm>
          </div>
        ) : (
          <form
            className="form console-raw"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setAttempted(true);
              const parsed = parseJson(rawText);
              if (!parsed.ok) return;
              if (validateFirst && validateRequest(module, module.published, parsed.value).length > 0) return;
              dispatch(parsed.value);
            }}
          >
            <div className="field">
              <label htmlFor={`${id}-raw`}>{text.raw}</label>
              <textarea
                id={`${id}-raw`}
                className="console-raw__text"
                value={rawText}
                onChange={(event) => setRawText(event.target.value)}
                rows={Math.min(24, Math.max(6, rawText.split('\n').length + 1))}
                spellCheck={false}
                autoCapitalize="off"
                autoComplete="off"
                aria-invalid={attempted && (!parsedRaw?.ok || rawIssues.length > 0) ? true : undefined}
                aria-describedby={`${id}-raw-help ${id}-raw-issues`}
              />
              <p id={`${id}-raw-help`} className="field__help">
                {text.rawHelp}
              </p>
            </div>
            <IssueList
              id={`${id}-raw-issues`}
              issues={rawIssues}
              parseError={attempted && parsedRaw && !parsedRaw.ok ? parsedRaw.error : null}
            />
            <div className="console-raw__check">
              <input
                id={`${id}-validate`}
                type="checkbox"
                checked={validateFirst}
                onChange={(event) => setValidateFirst(event.target.checked)}
              />
              <label htmlFor={`${id}-validate`}>{text.validateFirst}</label>
            </div>
            <div className="form__actions">{sendButton}</div>
          </form>
        )}
        <CurlTools
          url={absoluteApiUrl(entry.className)}
          logInUrl={absoluteApiUrl('jwt/log-in')}
          method={entry.method}
          params={current}
        />
      </section>
      <ReplyView pending={send.isPending} outcome={send.data} error={send.error} />
    </>
  );
}
