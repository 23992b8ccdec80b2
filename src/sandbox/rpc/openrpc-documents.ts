import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where `npm run generate` writes one OpenRPC document per class: `<class>.gen.json`. */
export const openRpcDirectory = fileURLToPath(new URL('../../contract/openrpc/', import.meta.url));

interface Server {
  name?: string;
  url: string;
  summary?: string;
}

export interface OpenRpcDocument {
  openrpc: string;
  servers: Server[];
  [member: string]: unknown;
}

export interface OpenRpcDocuments {
  /**
   * The class's document as JSON, its server naming `classUrl` (the generated document names the
   * sandbox started alone); undefined for a class that has none.
   */
  text(className: string, classUrl?: string): string | undefined;
  /** Classes whose document was not found: `npm run generate` writes them. */
  missing: readonly string[];
}

const REMEMBERED_TEXTS = 32;

export const openRpcFileOf = (className: string) => `${className}.gen.json`;

export function loadOpenRpcDocuments(
  classNames: Iterable<string>,
  directory = openRpcDirectory,
): OpenRpcDocuments {
  const documents = new Map<string, OpenRpcDocument>();
  const missing: string[] = [];
  for (const className of classNames) {
    let text: string;
    try {
      text = readFileSync(`${directory}${openRpcFileOf(className)}`, 'utf8');
    } catch {
      missing.push(className);
      continue;
    }
    documents.set(className, JSON.parse(text) as OpenRpcDocument);
  }
  const texts = new Map<string, string>();
  return {
    missing,
    text(className, classUrl) {
      const document = documents.get(className);
      if (!document) return undefined;
      const key = `${className} ${classUrl ?? ''}`;
      let text = texts.get(key);
      if (text === undefined) {
        const servers = classUrl === undefined ? document.servers : withUrl(document.servers, classUrl);
        text = JSON.stringify({ ...document, servers });
        if (texts.size >= REMEMBERED_TEXTS) texts.clear();
        texts.set(key, text);
      }
      return text;
    },
  };
}

function withUrl(servers: readonly Server[], url: string): Server[] {
  const [first, ...rest] = servers;
  return [{ ...first, url }, ...rest];
}
