/**
 * The request editor's rules, apart from React: params are edited in a form or as raw JSON, the
 * two kept in step, and the text typed for each method is kept for the visit.
 */
import { apiUrl } from '../../api/transport.ts';
import type { Issue } from './validation.ts';

export type EditorView = 'form' | 'raw';
export type FormData = Record<string, unknown>;

export const isFormData = (value: unknown): value is FormData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type Parsed = { ok: true; value: unknown } | { ok: false; error: string };

export function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** What was typed for each method in this visit, so switching methods loses nothing. */
const drafts = new Map<string, string>();

export const keepDraft = (methodId: string, text: string) => drafts.set(methodId, text);

/**
 * Where the editor starts: the params of the URL, else what was typed for the method earlier in
 * the visit, else `{}`; the raw view gets the text pretty-printed when it is JSON, and the form
 * the object (or nothing, when the JSON is no object).
 */
export function startingDraft(
  methodId: string,
  initialParams: string | null,
): { raw: string; object: FormData } {
  const source = initialParams ?? drafts.get(methodId) ?? '{}';
  const parsed = parseJson(source);
  return {
    raw: parsed.ok ? pretty(parsed.value) : source,
    object: parsed.ok && isFormData(parsed.value) ? parsed.value : {},
  };
}

/** Why the raw text cannot be shown as the form. */
export type SwitchProblem = { kind: 'invalid-json'; detail: string } | { kind: 'not-an-object' };

export function rawAsForm(
  text: string,
): { ok: true; data: FormData } | { ok: false; problem: SwitchProblem } {
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, problem: { kind: 'invalid-json', detail: parsed.error } };
  if (!isFormData(parsed.value)) return { ok: false, problem: { kind: 'not-an-object' } };
  return { ok: true, data: parsed.value };
}

/** Members with alternatives that the params include, so the form shows them included. */
export const includedMembers = (choiceMembers: readonly string[], data: FormData): ReadonlySet<string> =>
  new Set(choiceMembers.filter((name) => name in data));

/** Issues the form cannot show next to a field: an exactly-one rule, members the form has no field for. */
export const notOnAField = (issue: Pick<Issue, 'keyword'>) =>
  issue.keyword === 'oneOf' || issue.keyword === 'additionalProperties';

/** Where the build draws the page (no document): the portal server writes its own origin there. */
export const DRAWN_ORIGIN = 'http://portal-drawn-origin';

export function absoluteApiUrl(path: string): string {
  const base = typeof document === 'undefined' ? `${DRAWN_ORIGIN}/` : document.baseURI;
  return new URL(apiUrl(path), base).href;
}
