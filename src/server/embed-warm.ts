/**
 * `embed-warm.html`: the page embed.js loads in a hidden frame as soon as it runs on a partner's
 * page, before `mount()`. It names the portal's entry, the modules and styles the entry preloads
 * and those of the signed-in frame, to be fetched (not compiled, not run). Browsers keep a framed page's files
 * apart per embedding site, so only a frame of the portal's own, inside the partner's page, fills
 * the cache the portal's real frame reads from; links in the partner's page itself would not.
 */
import type { Preloads } from './route-preloads.ts';

export const EMBED_WARM_FILE = 'embed-warm.html';
export const EMBED_WARM_SCRIPT = 'embed-warm.js';

/** What the warm-up page posts to the page that framed it once every file it names is in. */
export const WARMED_MESSAGE = 'broadband-portal:warmed';

/**
 * The warm-up page's only script. A preload does not hold back a page's load event, so the page
 * itself says when its files are in: each has a resource timing entry once its last byte has
 * arrived (and is in the cache). It tells the framing page only, at that page's exact origin.
 */
export const embedWarmScript = `(function () {
  var origin = location.ancestorOrigins && location.ancestorOrigins.length > 0
    ? location.ancestorOrigins[0]
    : document.referrer ? new URL(document.referrer).origin : '';
  if (!origin || origin === 'null' || window.parent === window) return;
  var left = {};
  var count = 0;
  var told = false;
  document.querySelectorAll('link[rel=preload]').forEach(function (link) {
    if (!left[link.href]) count += 1;
    left[link.href] = true;
  });
  function arrived(entries) {
    entries.forEach(function (entry) {
      if (left[entry.name]) {
        delete left[entry.name];
        count -= 1;
      }
    });
    if (count === 0 && !told) {
      told = true;
      observer.disconnect();
      window.parent.postMessage(${JSON.stringify(WARMED_MESSAGE)}, origin);
    }
  }
  var observer = new PerformanceObserver(function (list) { arrived(list.getEntries()); });
  observer.observe({ type: 'resource', buffered: true });
  arrived([]);
})();
`;

const attribute = (tag: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;

/** The scripts and styles a rendered index.html loads or preloads, in its order. */
export function filesOfIndex(html: string): Preloads {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isModule = /^<script\b/i.test(tag) && attribute(tag, 'type') === 'module';
    const rel = attribute(tag, 'rel');
    const href = isModule ? attribute(tag, 'src') : attribute(tag, 'href');
    if (!href?.startsWith('./')) continue;
    const file = href.slice(2);
    if (isModule || rel === 'modulepreload') scripts.push(file);
    else if (rel === 'stylesheet') styles.push(file);
  }
  return { scripts, styles };
}

/** The warm-up page for `html` (index.html as the server renders it) and the signed-in frame's files. */
export function embedWarmPage(html: string, frame: Preloads): string {
  const index = filesOfIndex(html);
  const scripts = [...new Set([...index.scripts, ...frame.scripts])];
  const styles = [...new Set([...index.styles, ...frame.styles])];
  const base = /<base\b[^>]*>/i.exec(html)?.[0] ?? '';
  return `<!doctype html>
<html><head><meta charset="utf-8">${base}<title>Broadband portal</title>
${styles.map((file) => `<link rel="preload" as="style" crossorigin href="./${file}">`).join('\n')}
${scripts.map((file) => `<link rel="preload" as="script" crossorigin href="./${file}">`).join('\n')}
</head><body><script src="./${EMBED_WARM_SCRIPT}"></script></body></html>
`;
}
