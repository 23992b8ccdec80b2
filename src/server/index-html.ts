/**
 * index.html as the server sends it: `<base href>` first in <head>, so one build with relative
 * asset URLs serves any basename; the runtime config written in as a JSON data block (no second
 * round trip before the router can be built; the CSP allows it, as it does not run); and of the
 * texts the build preloads for each language, only the default language's.
 */
import type { Preloads } from './route-preloads.ts';
import type { RuntimeConfig } from './runtime-config.ts';

/** The id of the `<script type="application/json">` that holds the runtime config. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Puts `<base href>` first in <head>, replacing one that is already there. */
export function injectBaseHref(html: string, basename: string): string {
  const tag = `<base href="${escapeAttribute(basename)}" />`;
  const withoutBase = html.replace(/<base\b[^>]*>\s*/i, '');
  const head = /<head\b[^>]*>/i.exec(withoutBase);
  if (!head) return `${tag}\n${withoutBase}`;
  const end = head.index + head[0].length;
  return `${withoutBase.slice(0, end)}\n    ${tag}${withoutBase.slice(end)}`;
}

/** JSON that cannot end its <script> element or open a comment inside it. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** Writes the runtime config into <head> as a JSON data block, replacing one that is there. */
export function injectRuntimeConfig(html: string, config: RuntimeConfig): string {
  const tag = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>`;
  const without = html.replace(
    new RegExp(`<script[^>]*id="${RUNTIME_CONFIG_ELEMENT_ID}"[^>]*>[^<]*</script>\\s*`, 'i'),
    '',
  );
  const headEnd = /<\/head>/i.exec(without);
  if (!headEnd) return `${tag}\n${without}`;
  return `${without.slice(0, headEnd.index)}  ${tag}\n  ${without.slice(headEnd.index)}`;
}

/** Drops the build's preloads of texts in other languages than `locale` (`data-locale` links). */
export function keepLocalePreload(html: string, locale: string): string {
  return html.replace(/\s*<link\b[^>]*\bdata-locale="([^"]*)"[^>]*>/gi, (link, linkLocale: string) =>
    linkLocale === locale ? link : '',
  );
}

/**
 * Where the build puts the log-in as the portal first draws it, `log-in-<locale>.html`, and the
 * signed-in pages as they show while their data loads (src/server/drawn-pages.ts): a folder whose
 * name starts with a dot, which no URL serves.
 */
export const PRERENDERED_DIR = '.prerendered';

/**
 * The log-in drawn into `#root` for a visit that starts there, so the page shows its form before
 * any script has arrived; `data-prerendered` names its language (main.tsx takes the markup over
 * when the visit is in that language).
 */
export function injectPrerenderedLogIn(html: string, markup: string, locale: string): string {
  return html.replace(
    /<div id="root"><\/div>/,
    () => `<div id="root" data-prerendered="${escapeAttribute(locale)}">${markup}</div>`,
  );
}

/** The build's stylesheets that `html` links (`./assets/….css`), as paths inside the build. */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\.\/([^"]+\.css)"[^>]*>/gi)].map(
    (match) => match[1]!,
  );
}

/**
 * Each linked stylesheet of `styles` (path inside the build → its text) put into the page as a
 * `<style>` element, so a page drawn by the server paints with the document alone, without waiting
 * for another request. The caller allows each text in the CSP (`allowInlineStyles`). A text that
 * could end its element, or one that refers to other files (relative to the stylesheet, not the
 * page), stays linked.
 */
export function inlineStylesheets(html: string, styles: ReadonlyMap<string, string>): string {
  return html.replace(
    /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\.\/([^"]+\.css)"[^>]*>/gi,
    (link, file: string) => {
      const text = styles.get(file);
      return text === undefined || !inlinable(text) ? link : `<style data-href="./${file}">${text}</style>`;
    },
  );
}

/** Whether a stylesheet may go into the page: nothing that ends its element, no url() or @import. */
export const inlinable = (text: string) => !/<\/style|url\(|@import/i.test(text);

/** The id of the `<script type="application/json">` that holds the kept session's token. */
export const KEPT_SESSION_ELEMENT_ID = 'kept-session';

/** `tags` put at the end of <head>. */
function appendToHead(html: string, tags: readonly string[]): string {
  const headEnd = /<\/head>/i.exec(html);
  const block = tags.join('\n    ');
  if (!headEnd) return `${block}\n${html}`;
  return `${html.slice(0, headEnd.index)}  ${block}\n  ${html.slice(headEnd.index)}`;
}

/** The scripts and styles of `preloads` that the document does not name yet, as tags for <head>. */
function preloadTags(html: string, preloads: Preloads): string[] {
  const missing = (file: string) => !html.includes(`./${file}"`);
  return [
    ...preloads.styles.filter(missing).map((file) => `<link rel="stylesheet" crossorigin href="./${file}">`),
    ...preloads.scripts
      .filter(missing)
      .map((file) => `<link rel="modulepreload" crossorigin href="./${file}">`),
  ];
}

/**
 * The scripts and styles of the frame and the page asked for (`preloads`) named in <head>, so they
 * load with the document instead of each after the module that imports it: for a portal in a
 * partner's frame, which the host page signs in.
 */
export function injectPreloads(html: string, preloads: Preloads): string {
  return appendToHead(html, preloadTags(html, preloads));
}

/**
 * For a request that carries a kept session: its token as a JSON data block (the page starts signed
 * in without asking `{basename}session` first), and the page's files as `injectPreloads` names
 * them. Such a document must never be cached (the server sends it `no-store`).
 */
export function injectKeptSession(html: string, token: string, preloads: Preloads): string {
  return appendToHead(html, [
    `<script type="application/json" id="${KEPT_SESSION_ELEMENT_ID}">${scriptSafeJson({ token })}</script>`,
    ...preloadTags(html, preloads),
  ]);
}

export function renderIndexHtml(html: string, config: RuntimeConfig): string {
  return keepLocalePreload(
    injectRuntimeConfig(injectBaseHref(html, config.basename), config),
    config.defaultLocale,
  );
}
