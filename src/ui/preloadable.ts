import { type ComponentType, type ReactElement, createElement, lazy } from 'react';

/**
 * A part loaded on demand, like `lazy`, that can also be loaded ahead (`preload`): once loaded it
 * draws in the same frame as the page around it, with no moment of nothing before it (a lazy part
 * always waits a moment, even when its code has long arrived).
 */
export function preloadable<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ((props: Props) => ReactElement) & { preload: () => Promise<void> } {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  const Part = (props: Props) => createElement(loaded ?? (Lazy as ComponentType<Props>), props);
  return Object.assign(Part, { preload });
}
