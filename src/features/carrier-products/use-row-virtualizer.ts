/**
 * TanStack Virtual's React binding, reduced to what this table needs: updates are ordinary React
 * state updates (what `useVirtualizer` does with `useFlushSync: false`, the setting React 19
 * wants), so the binding never imports react-dom's flushSync and its chunk stays out of the route.
 */
import {
  Virtualizer,
  type VirtualizerOptions,
  elementScroll,
  observeElementOffset,
  observeElementRect,
} from '@tanstack/react-virtual';
import { useLayoutEffect, useReducer, useState } from 'react';

type RowVirtualizerOptions = Omit<
  VirtualizerOptions<HTMLDivElement, HTMLTableRowElement>,
  'observeElementRect' | 'observeElementOffset' | 'scrollToFn' | 'onChange'
>;

export function useRowVirtualizer(
  options: RowVirtualizerOptions,
): Virtualizer<HTMLDivElement, HTMLTableRowElement> {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const resolved: VirtualizerOptions<HTMLDivElement, HTMLTableRowElement> = {
    ...options,
    observeElementRect,
    observeElementOffset,
    scrollToFn: elementScroll,
    onChange: () => rerender(),
  };
  const [virtualizer] = useState(() => new Virtualizer(resolved));
  virtualizer.setOptions(resolved);
  useLayoutEffect(() => virtualizer._didMount(), [virtualizer]);
  useLayoutEffect(() => virtualizer._willUpdate());
  return virtualizer;
}
