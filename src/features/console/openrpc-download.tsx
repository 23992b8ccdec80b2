import { apiUrl } from '../../api/transport.ts';
import { useTranslations } from '../../i18n/locale.tsx';

const messages = {
  nl: {
    download: 'OpenRPC-document downloaden',
    about: (className: string) =>
      `De methoden van ${className} als OpenRPC-document, voor tools die clients, documentatie en tests maken.`,
  },
  en: {
    download: 'Download OpenRPC document',
    about: (className: string) =>
      `The methods of ${className} as an OpenRPC document, for tools that make clients, documentation and tests.`,
  },
};

/** The class's OpenRPC document as the API publishes it (`{apiBase}/openrpc/<class>.json`). */
export function OpenRpcDownload({ className }: { className: string }) {
  const text = useTranslations(messages);
  return (
    <p>
      <a
        href={apiUrl(`openrpc/${className}.json`)}
        download={`${className.replace(/\//g, '-')}.openrpc.json`}
      >
        {text.download}
      </a>{' '}
      <span className="field__help">{text.about(className)}</span>
    </p>
  );
}
