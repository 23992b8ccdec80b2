/**
 * The guided tour, on driver.js. It fits the CSP (`style-src 'self'`, no inline script): driver.js
 * positions with CSSOM (`element.style.x = …`), never a style attribute or a <style> element, and
 * its CSS is a file of the build. Its own keys are off: Escape stops the tour from anywhere, the
 * arrows move only while the focus is in the popover (not in a field of the page), and the focus
 * stays in the popover, which is a dialog named by its step ("Stap 2 van 4") and title.
 */
import { type Config, type Driver, type PopoverDOM, driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import './tour.css';
import type { DemoMessages } from '../messages.ts';
import type { TourStep } from './tour-steps.ts';
import { waitForElement } from './wait-for-element.ts';

export type TourEnd = keyof DemoMessages['tour']['ended'];

export interface TourHandle {
  stop: () => void;
}

/** A page can take a while the first time: its code, then its data. */
const STEP_TIMEOUT_MS = 20_000;
const PROGRESS_ID = 'driver-popover-progress';
const DRIVER_ARIA = ['aria-haspopup', 'aria-expanded', 'aria-controls'];

const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** Swaps an element for one of another tag with the same id, classes and children. */
function retag(element: HTMLElement, tag: string): HTMLElement {
  const replacement = document.createElement(tag);
  replacement.id = element.id;
  replacement.className = element.className;
  replacement.replaceChildren(...element.childNodes);
  element.replaceWith(replacement);
  return replacement;
}

/**
 * driver.js's popover as an accessible dialog: named by its progress and title (a heading, not a
 * <header>, which would be a second banner landmark), the keys explained, the close button last in
 * the focus order and named in the person's language, and the focus on Next.
 */
function decorate(popover: PopoverDOM, texts: DemoMessages['tour']) {
  const { wrapper } = popover;
  retag(popover.title, 'h2');
  retag(popover.footer, 'div');
  popover.progress.id = PROGRESS_ID;
  wrapper.setAttribute('aria-labelledby', `${PROGRESS_ID} ${popover.title.id}`);
  const keys = document.createElement('p');
  keys.className = 'tour-popover__keys';
  keys.textContent = texts.keys;
  wrapper.querySelector('.driver-popover-description')?.append(keys);
  popover.closeButton.setAttribute('aria-label', texts.close);
  popover.closeButton.setAttribute('title', texts.close);
  wrapper.append(popover.closeButton);
  // driver.js focuses the first button once this returns; Next is where a keyboard user goes on
  queueMicrotask(() => popover.nextButton.focus());
}

/** The highlight is drawn, not an ARIA relation: the attributes driver.js puts on the element go. */
function quietHighlight(element: Element | undefined) {
  queueMicrotask(() => {
    for (const name of DRIVER_ARIA) element?.removeAttribute(name);
    document.querySelector('.driver-overlay')?.setAttribute('aria-hidden', 'true');
  });
}

export function startTour({
  steps: tourSteps,
  texts,
  navigate,
  onEnd,
}: {
  /** Passed in rather than imported: they ask the API, whose client this chunk then need not carry. */
  steps: readonly TourStep[];
  texts: DemoMessages['tour'];
  navigate: (path: string) => Promise<void> | void;
  onEnd: (end: TourEnd) => void;
}): TourHandle {
  const controller = new AbortController();
  /** Each step's element, as found when its page was ready. */
  const elements: (HTMLElement | undefined)[] = [];
  let ended = false;
  let moving = false;

  const steps = tourSteps.map((_step, index) => ({
    element: () => elements[index] ?? document.body,
    popover: { title: '', description: '' },
  }));

  const config: Config = {
    steps,
    animate: !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    allowClose: true,
    allowKeyboardControl: false,
    disableActiveInteraction: true,
    showProgress: true,
    progressText: texts.progress,
    nextBtnText: texts.next,
    prevBtnText: texts.back,
    doneBtnText: texts.done,
    popoverClass: 'tour-popover',
    stagePadding: 6,
    stageRadius: 8,
    overlayOpacity: 0.55,
    onPopoverRender: (popover) => decorate(popover, texts),
    onHighlightStarted: quietHighlight,
    onHighlighted: quietHighlight,
    onNextClick: (_element, _step, { index }) => void go((index ?? -1) + 1),
    onPrevClick: (_element, _step, { index }) => void go((index ?? 1) - 1),
    // the close button, a click beside the popover: every way out ends here
    onDestroyStarted: () => finish('skipped'),
  };
  const tour: Driver = driver(config);

  const currentPopover = () => tour.getState('popover') as PopoverDOM | undefined;

  /** The page's own focus moves (a new page focuses its heading) must not take the keyboard away. */
  const keepFocus = (event: FocusEvent) => {
    const popover = currentPopover();
    if (!tour.isActive() || !popover?.wrapper.isConnected) return;
    if (event.target instanceof Node && popover.wrapper.contains(event.target)) return;
    popover.nextButton.focus();
  };

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish('skipped');
      return;
    }
    const popover = currentPopover();
    if (!(event.target instanceof Node) || !popover?.wrapper.contains(event.target)) return;
    const index = tour.getActiveIndex() ?? 0;
    if (event.key === 'ArrowRight') void go(index + 1);
    else if (event.key === 'ArrowLeft' && index > 0) void go(index - 1);
    else return;
    event.preventDefault();
  };

  /** The browser's Back or Forward leaves the step's page: the tour ends there. */
  const onHistory = () => finish('skipped');

  function finish(end: TourEnd) {
    if (ended) return;
    ended = true;
    controller.abort();
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('focusin', keepFocus, true);
    window.removeEventListener('popstate', onHistory);
    tour.destroy();
    onEnd(end);
  }

  async function go(index: number) {
    if (ended || moving || index < 0) return;
    const step = tourSteps[index];
    if (!step) {
      finish('done');
      return;
    }
    moving = true;
    currentPopover()?.wrapper.setAttribute('aria-busy', 'true');
    try {
      const destination = await step.destination(controller.signal);
      if (ended) return;
      const stepTexts = texts.steps[destination.texts];
      steps[index]!.popover = { title: stepTexts.title, description: stepTexts.description };
      await navigate(destination.path);
      elements[index] = await waitForElement(() => step.find(destination), {
        timeoutMs: STEP_TIMEOUT_MS,
        signal: controller.signal,
      });
      // the new page's own effects (its heading taking the focus) come first
      await afterPaint();
      if (!ended) tour.drive(index);
    } catch {
      finish('failed');
    } finally {
      moving = false;
    }
  }

  document.addEventListener('keydown', onKey, true);
  document.addEventListener('focusin', keepFocus, true);
  window.addEventListener('popstate', onHistory);
  void go(0);
  return { stop: () => finish('skipped') };
}
