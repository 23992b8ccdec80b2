import { useEffect } from 'react';
import { HttpError, NotOfferedError, ReplyShapeError, RpcError } from '../api/errors.ts';
import { emitToHost } from '../embedding/host-channel.ts';

/** Tells the page embedding the portal (if any) that something could not be shown: its `error` event. */
export function reportToHost(error: unknown): void {
  if (error instanceof ReplyShapeError) {
    emitToHost({
      type: 'error',
      code: 'reply',
      message: error.message,
      details: {
        class: error.className,
        method: error.method,
        pointer: error.difference.pointer,
        cid: error.cid,
      },
    });
    return;
  }
  if (error instanceof NotOfferedError) {
    emitToHost({
      type: 'error',
      code: 'not-offered',
      message: error.message,
      details: { class: error.className, method: error.method, cid: error.cid },
    });
    return;
  }
  const code = error instanceof RpcError ? error.code : error instanceof HttpError ? error.status : 'page';
  emitToHost({ type: 'error', code, message: error instanceof Error ? error.message : String(error) });
}

/** `reportToHost` once for each error shown. */
export function useReportToHost(error: unknown, report = true): void {
  useEffect(() => {
    if (report) reportToHost(error);
  }, [error, report]);
}
