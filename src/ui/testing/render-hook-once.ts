import { type ReactNode, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

/**
 * Runs a hook in one server render, in Node without a DOM, and returns what it gave on its first
 * render: what it reads from the URL, the session and the query cache. Effects do not run and
 * nothing renders again; a change the hook makes is tested through the pure functions it uses.
 */
export function renderHookOnce<T>(hook: () => T, wrap: (children: ReactNode) => ReactNode = (c) => c): T {
  let result: { value: T } | undefined;
  function Probe() {
    result = { value: hook() };
    return null;
  }
  renderToString(wrap(createElement(Probe)));
  if (!result) throw new Error('The hook did not run.');
  return result.value;
}

/** A router at `url` (path and search) around the hook. */
export const atUrl =
  (url: string, inner: (children: ReactNode) => ReactNode = (c) => c) =>
  (children: ReactNode): ReactNode =>
    createElement(MemoryRouter, { initialEntries: [url] }, inner(children));
