import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useMessages } from '../i18n/locale.tsx';

interface Edges {
  overflowing: boolean;
  moreBefore: boolean;
  moreAfter: boolean;
}

const FITS: Edges = { overflowing: false, moreBefore: false, moreAfter: false };

function edgesOf(box: HTMLElement): Edges {
  const hidden = box.scrollWidth - box.clientWidth;
  if (hidden <= 1) return FITS;
  return { overflowing: true, moreBefore: box.scrollLeft > 1, moreAfter: box.scrollLeft < hidden - 1 };
}

const sameEdges = (a: Edges, b: Edges) =>
  a.overflowing === b.overflowing && a.moreBefore === b.moreBefore && a.moreAfter === b.moreAfter;

/** Whether the box's content is wider than the box, and on which sides there is more to see. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): Edges {
  const [edges, setEdges] = useState(FITS);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = () => {
      const now = edgesOf(box);
      setEdges((previous) => (sameEdges(previous, now) ? previous : now));
    };
    const observer = new ResizeObserver(measure);
    const watchChildren = () => {
      for (const child of box.children) observer.observe(child);
      measure();
    };
    observer.observe(box);
    watchChildren();
    // a child put in place of another is watched too
    const mutations = new MutationObserver(watchChildren);
    mutations.observe(box, { childList: true });
    box.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, [ref]);
  return edges;
}

/** The classes of a box around a scrolling viewport that show a shadow where more is hidden. */
export function scrollAreaClass(edges: Edges, className?: string): string {
  const classes = [
    'scroll-area',
    edges.moreBefore ? 'scroll-area--more-before' : null,
    edges.moreAfter ? 'scroll-area--more-after' : null,
    className,
  ];
  return classes.filter(Boolean).join(' ');
}

/**
 * A wide table (or anything wide) that scrolls sideways inside its own box instead of widening the
 * page. Only while the content does not fit, the box shows a shadow on each side that hides more,
 * can be scrolled with the keyboard and is a region named `label` plus "scrolls sideways".
 */
export function ScrollArea({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const messages = useMessages();
  const ref = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(ref);
  return (
    <div className={scrollAreaClass(edges, className)}>
      <div
        ref={ref}
        className="scroll-area__viewport"
        role={edges.overflowing ? 'region' : undefined}
        aria-label={edges.overflowing ? messages.scrollArea.label(label) : undefined}
        tabIndex={edges.overflowing ? 0 : undefined}
      >
        {children}
      </div>
    </div>
  );
}
