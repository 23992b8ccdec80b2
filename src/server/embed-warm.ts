/**
 * `embed-warm.html`: the page embed.js loads in a hidden frame as soon as it runs on a partner's
 * page, before `mount()`. It names the portal's entry, the modules and styles the entry preloads
 * and those of the signed-in frame, to be fetched (not compiled, not run). Browsers keep a framed page's files
 * apart per embedding site, so only a frame of the portal's own, inside the partner's page, fills
 * the cache the portal's real frame reads from; links in the partner's page itself would not.
 */
import type { Preloads } from './route-preloads.ts';

export const EMBED_WARM_FILE = 'embed-warm.html';

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
</head><body></body></html>
`;
}
