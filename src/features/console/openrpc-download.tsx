import { apiUrl } from '../../api/transport.ts';
import { useConsoleMessages } from './messages.ts';

/** The class's OpenRPC document as the API publishes it (`{apiBase}/openrpc/<class>.json`). */
export function OpenRpcDownload({ className }: { className: string }) {
  const text = useConsoleMessages();
  return (
    <p>
      <a
        href={apiUrl(`openrpc/${className}.json`)}
        download={`${className.replace(/\//g, '-')}.openrpc.json`}
      >
        {text.openRpcDownload}
      </a>{' '}
      <span className="field__help">{text.openRpcAbout(className)}</span>
    </p>
  );
}
