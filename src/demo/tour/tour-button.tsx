import { useEffect, useRef, useState } from 'react';
import { useDemoMessages } from '../messages.ts';
import type { TourEnd, TourHandle } from './tour.ts';
import { TOUR_STEPS } from './tour-steps.ts';

/**
 * Starts the guided tour (demo mode), and starts it again. The tour and driver.js load on the first
 * press, as a chunk of their own. At the end the focus comes back here, and the end is announced.
 * `navigate` is the router's (passed in, so this chunk needs none of the router's code).
 */
export function TourButton({ navigate }: { navigate: (path: string) => Promise<void> | void }) {
  const texts = useDemoMessages().tour;
  const button = useRef<HTMLButtonElement>(null);
  const running = useRef<TourHandle | null>(null);
  const [loading, setLoading] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  // leaving the signed-in pages (a log-out, an ended session) ends the tour too
  useEffect(() => () => running.current?.stop(), []);

  const ended = (end: TourEnd) => {
    running.current = null;
    setAnnouncement(texts.ended[end]);
    button.current?.focus();
  };

  const start = async () => {
    if (running.current || loading) return;
    setAnnouncement('');
    setLoading(true);
    try {
      const { startTour } = await import('./tour.ts');
      running.current = startTour({
        steps: TOUR_STEPS,
        texts,
        navigate: (path) => navigate(path),
        onEnd: ended,
      });
    } catch {
      setAnnouncement(texts.ended.failed);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--small"
        aria-busy={loading || undefined}
        onClick={() => void start()}
      >
        {loading ? texts.loading : texts.start}
      </button>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </>
  );
}
