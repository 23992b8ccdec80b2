import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useEffect, useRef, useState } from 'react';
import { useConsoleMessages } from './messages.ts';
import { consoleKeys } from './method-module.ts';
import { hasSchemaFile, loadSchemaFile } from './schema-files.ts';
import { type JsonSchema, refTarget } from './schema-refs.ts';

const REF = /("\$ref": )"([^"\\]+)"/g;

/** Pretty JSON in which every `$ref` to another file is a button that opens it. */
function JsonWithRefs({
  json,
  file,
  onOpen,
}: {
  json: unknown;
  file: string;
  onOpen: (path: string) => void;
}) {
  const text = useConsoleMessages();
  const parts = JSON.stringify(json, null, 2).split(REF);
  const content = [];
  for (let index = 0; index < parts.length; index += 3) {
    content.push(<Fragment key={index}>{parts[index]}</Fragment>);
    const prefix = parts[index + 1];
    const ref = parts[index + 2];
    if (prefix === undefined || ref === undefined) continue;
    const target = refTarget(file, ref);
    content.push(
      <Fragment key={`${index}-ref`}>
        {prefix}
        {target && hasSchemaFile(target) ? (
          <button
            type="button"
            className="schema-ref"
            onClick={() => onOpen(target)}
            aria-label={text.openRef(target)}
          >
            &quot;{ref}&quot;
          </button>
        ) : (
          `"${ref}"`
        )}
      </Fragment>,
    );
  }
  return <pre className="console-code__text">{content}</pre>;
}

export function CodeBlock({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
    <div className="console-code" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** A published schema file as it is, with its references followed on request. */
export function SchemaFileViewer({ root, label }: { root: string; label: string }) {
  const text = useConsoleMessages();
  const [trail, setTrail] = useState<string[]>([root]);
  const current = trail[trail.length - 1] ?? root;
  const previous = trail.length > 1 ? trail[trail.length - 2] : undefined;
  const heading = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  const file = useQuery({
    queryKey: consoleKeys.schemaFile(current),
    queryFn: () => loadSchemaFile(current),
    staleTime: Infinity,
    gcTime: Infinity,
  });

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [current]);

  const open = (path: string) => {
    moved.current = true;
    setTrail((steps) => [...steps, path]);
  };

  return (
    <div className="schema-viewer" aria-busy={file.isPending}>
      <div className="schema-viewer__bar">
        <p ref={heading} tabIndex={-1} className="schema-viewer__file">
          {text.schemaFile}: <code>schemas/{current}</code>
        </p>
        {previous ? (
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              moved.current = true;
              setTrail((steps) => steps.slice(0, -1));
            }}
          >
            {text.back(previous)}
          </button>
        ) : null}
      </div>
      {file.data ? (
        <CodeBlock label={text.schemaJson(`${label}: ${current}`)}>
          <JsonWithRefs json={file.data as JsonSchema} file={current} onOpen={open} />
        </CodeBlock>
      ) : file.isError ? (
        <p className="field__error">{text.loadFailed}</p>
      ) : (
        <p role="status">{text.schemaLoading}</p>
      )}
    </div>
  );
}
