import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { hasPermission, useSession } from '../../api/session.ts';
import type { MethodEntry } from './catalogue.ts';
import { useConsoleMessages } from './messages.ts';
import { methodModuleQueryOptions } from './method-loader.ts';
import type { MethodModule } from './method-module.ts';
import type { EditorView } from './request-editor.ts';
import { RequestWorkbench } from './request-workbench.tsx';
import { CodeBlock, SchemaFileViewer } from './schema-viewer.tsx';

/** A <details> whose content is built only once it has been opened. */
function Disclosure({ summary, children }: { summary: ReactNode; children: () => ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className="console-schema" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{summary}</summary>
      {opened ? children() : null}
    </details>
  );
}

function Schemas({ entry, module }: { entry: MethodEntry; module: MethodModule | undefined }) {
  const text = useConsoleMessages();
  return (
    <section className="console-schemas" aria-labelledby="console-schemas-heading">
      <h3 id="console-schemas-heading">{text.schemas}</h3>
      <Disclosure
        summary={
          <>
            {text.requestSchema}: <code>{entry.request}</code>
          </>
        }
      >
        {() => <SchemaFileViewer root={entry.request} label={text.requestSchema} />}
      </Disclosure>
      <Disclosure
        summary={
          <>
            {text.replySchema}: <code>{entry.reply}</code>
          </>
        }
      >
        {() => <SchemaFileViewer root={entry.reply} label={text.replySchema} />}
      </Disclosure>
      {module ? (
        <Disclosure summary={text.formSchema}>
          {() => (
            <CodeBlock label={text.formSchema}>
              <pre className="console-code__text">{JSON.stringify(module.schema, null, 2)}</pre>
            </CodeBlock>
          )}
        </Disclosure>
      ) : null}
    </section>
  );
}

/** One method: what it is, who may call it, its request editor, the reply and the schemas. */
export function MethodPanel({
  entry,
  view,
  onView,
  initialParams,
  onSent,
}: {
  entry: MethodEntry;
  view: EditorView;
  onView: (view: EditorView) => void;
  initialParams: string | null;
  onSent: (paramsWithoutSecrets: unknown) => void;
}) {
  const text = useConsoleMessages();
  const session = useSession();
  const allowed = hasPermission(session, entry.permission);
  const module = useQuery(methodModuleQueryOptions(entry));
  const description =
    typeof module.data?.schema.description === 'string' ? module.data.schema.description : null;

  return (
    <article className="method-panel" aria-labelledby="method-panel-heading">
      <h2 id="method-panel-heading" className="method-panel__heading">
        <code>{entry.method}</code>
      </h2>
      <p className="method-panel__summary">{entry.summary}</p>
      <dl className="method-panel__meta">
        <div>
          <dt>{text.className}</dt>
          <dd>
            <code>{entry.className}</code>
          </dd>
        </div>
        <div>
          <dt>{text.permission}</dt>
          <dd>
            <code>{entry.permission}</code>
            {allowed ? null : (
              <span className="console-badge console-badge--denied">{text.missingPermission}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{text.since}</dt>
          <dd>{entry.since}</dd>
        </div>
        <div>
          <dt>{text.origin}</dt>
          <dd>{text.origins[entry.origin] ?? entry.origin}</dd>
        </div>
      </dl>
      {allowed ? null : (
        <div className="notice notice--info">
          <p className="notice__summary">{text.missingPermissionNotice(entry.permission)}</p>
        </div>
      )}
      {description ? (
        <details className="method-panel__rules" open>
          <summary>{text.rules}</summary>
          {text.serviceText ? <p className="field__help">{text.serviceText}</p> : null}
          <p lang="en">{description}</p>
        </details>
      ) : null}
      {module.data ? (
        <RequestWorkbench
          entry={entry}
          module={module.data}
          view={view}
          onView={onView}
          initialParams={initialParams}
          onSent={onSent}
        />
      ) : module.isError ? (
        <div className="notice notice--error" role="alert">
          <p className="notice__summary">{text.loadFailed}</p>
        </div>
      ) : (
        <p role="status" aria-busy="true">
          {text.loadingMethod}
        </p>
      )}
      <Schemas entry={entry} module={module.data} />
    </article>
  );
}
