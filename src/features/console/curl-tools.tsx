import { useId, useState } from 'react';
import { copyText } from '../../ui/clipboard.ts';
import { curlCommand, tokenCommand } from './curl.ts';
import { useConsoleMessages } from './messages.ts';
import { CodeBlock } from './schema-viewer.tsx';

/** "Copy as curl" for the request as it stands; the token stays a $TOKEN placeholder. */
export function CurlTools({
  url,
  logInUrl,
  method,
  params,
}: {
  url: string;
  logInUrl: string;
  method: string;
  /** Undefined while the JSON does not parse. */
  params: { value: unknown } | undefined;
}) {
  const text = useConsoleMessages();
  const id = useId();
  const [status, setStatus] = useState('');
  const command = params ? curlCommand(url, method, params.value) : null;
  const copy = async () => {
    if (!command) return;
    setStatus((await copyText(command)) ? text.curlCopied : text.curlFailed);
    window.setTimeout(() => setStatus(''), 3000);
  };
  return (
    <div className="console-curl">
      <div className="console-curl__bar">
        <button
          type="button"
          className="button"
          onClick={() => void copy()}
          disabled={!command}
          aria-describedby={command ? undefined : `${id}-needs-json`}
        >
          {text.curl}
        </button>
        <span role="status" className="field__help">
          {status}
        </span>
      </div>
      {command ? (
        <details className="console-curl__details">
          <summary>{text.curlShow}</summary>
          <CodeBlock label={text.curlCommand}>
            <pre className="console-code__text">{command}</pre>
          </CodeBlock>
          <p className="field__help">
            {text.curlHint} <code>{tokenCommand(logInUrl)}</code>
          </p>
        </details>
      ) : (
        <p id={`${id}-needs-json`} className="field__help">
          {text.curlNeedsJson}
        </p>
      )}
    </div>
  );
}
