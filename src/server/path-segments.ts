export type DecodedPath = { ok: true; segments: string[] } | { ok: false };

/**
 * Decodes each segment of a URL path on its own and refuses any that is "." or ".." or holds a
 * "/", "\" or NUL once decoded, so no spelling of a path can climb out of where it is resolved.
 * Empty segments are dropped.
 */
export function decodeSegments(path: string): DecodedPath {
  const segments: string[] = [];
  for (const raw of path.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false };
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return { ok: false };
    segments.push(segment);
  }
  return { ok: true, segments };
}
