const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Puts `<base href>` first in <head> (before anything that resolves a URL), replacing one that is
 * already there, so one build with relative asset URLs serves any base path.
 */
export function injectBaseHref(html: string, basename: string): string {
  const tag = `<base href="${escapeAttribute(basename)}" />`;
  const withoutBase = html.replace(/<base\b[^>]*>\s*/i, '');
  const head = /<head\b[^>]*>/i.exec(withoutBase);
  if (!head) return `${tag}\n${withoutBase}`;
  const end = head.index + head[0].length;
  return `${withoutBase.slice(0, end)}\n    ${tag}${withoutBase.slice(end)}`;
}
