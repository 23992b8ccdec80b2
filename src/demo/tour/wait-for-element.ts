/** Resolves with the element once `find` returns one, checked on every change of the document. */
export function waitForElement(
  find: () => HTMLElement | null,
  { timeoutMs, signal }: { timeoutMs: number; signal: AbortSignal },
): Promise<HTMLElement> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      signal.removeEventListener('abort', aborted);
    };
    const check = () => {
      const element = find();
      if (!element) return;
      stop();
      resolve(element);
    };
    const aborted = () => {
      stop();
      reject(signal.reason);
    };
    const observer = new MutationObserver(check);
    const timer = setTimeout(() => {
      stop();
      reject(new Error('The tour’s element did not appear in time.'));
    }, timeoutMs);
    signal.addEventListener('abort', aborted, { once: true });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    check();
  });
}
