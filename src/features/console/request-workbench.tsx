import { useId } from 'react';
import { SchemaForm } from '../../forms/lazy-schema-form.tsx';
import { CurlTools } from './curl-tools.tsx';
import { IssueList } from './issues.tsx';
import { useConsoleMessages } from './messages.ts';
import { type FormData, absoluteApiUrl } from './request-editor.ts';
import { ReplyView } from './reply-view.tsx';
import { type WorkbenchOptions, useRequestWorkbench } from './use-request-workbench.ts';

/** One method's request editor (form or raw JSON), "copy as curl", and the reply. */
export function RequestWorkbench(props: WorkbenchOptions) {
  const text = useConsoleMessages();
  const id = useId();
  const workbench = useRequestWorkbench(props);
  const { entry } = props;
  const { view, form, raw, send, switchProblem } = workbench;

  const sendButton = (
    <button type="submit" className="button button--primary" disabled={send.isPending}>
      {send.isPending ? text.sending : text.send}
    </button>
  );

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
              onClick={() => (view === 'form' ? undefined : workbench.showForm())}
            >
              {text.viewForm}
            </button>
            <button
              type="button"
              className="button button--small"
              aria-pressed={view === 'raw'}
              onClick={() => (view === 'raw' ? undefined : workbench.showRaw())}
            >
              {text.viewRaw}
            </button>
          </div>
        </div>
        {switchProblem ? (
          <div className="notice notice--error" role="alert">
            <p className="notice__summary">
              {switchProblem.kind === 'invalid-json'
                ? text.invalidJson(switchProblem.detail)
                : text.notAnObject}
            </p>
          </div>
        ) : null}
        {view === 'form' ? (
          <div className="console-form">
            {form.hasFields ? null : <p>{text.noParams}</p>}
            <SchemaForm<FormData>
              schema={props.module.schema}
              validators={props.module.validators}
              uiSchema={form.uiSchema}
              formData={form.data}
              formContext={form.context}
              onChange={form.onChange}
              liveValidate={workbench.attempted}
              onError={form.refused}
              onSubmit={form.submit}
            >
              <IssueList id={`${id}-form-issues`} issues={form.issues} parseError={null} />
              <div className="form__actions">{sendButton}</div>
            </SchemaForm>
          </div>
        ) : (
          <form
            className="form console-raw"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              raw.submit();
            }}
          >
            <div className="field">
              <label htmlFor={`${id}-raw`}>{text.raw}</label>
              <textarea
                id={`${id}-raw`}
                className="console-raw__text"
                value={raw.text}
                onChange={(event) => raw.onChange(event.target.value)}
                rows={Math.min(24, Math.max(6, raw.text.split('\n').length + 1))}
                spellCheck={false}
                autoCapitalize="off"
                autoComplete="off"
                aria-invalid={raw.parseError !== null || raw.issues.length > 0 ? true : undefined}
                aria-describedby={`${id}-raw-help ${id}-raw-issues`}
              />
              <p id={`${id}-raw-help`} className="field__help">
                {text.rawHelp}
              </p>
            </div>
            <IssueList id={`${id}-raw-issues`} issues={raw.issues} parseError={raw.parseError} />
            <div className="console-raw__check">
              <input
                id={`${id}-validate`}
                type="checkbox"
                checked={raw.validateFirst}
                onChange={(event) => raw.setValidateFirst(event.target.checked)}
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
          params={workbench.params}
        />
      </section>
      <ReplyView pending={send.isPending} outcome={send.data} error={send.error} />
    </>
  );
}
