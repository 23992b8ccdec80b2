/** What demo mode's routes take and answer, apart from HTTP. */
import type { HttpRefusal } from '../auth/authenticate.ts';

export interface DemoRequest {
  method: string;
  body: string;
  authorization: string | undefined;
  totp: string | undefined;
  clientIp: string;
}

export type DemoReply =
  { status: 200; body: Record<string, unknown>; headers?: Record<string, string> } | { refusal: HttpRefusal };

export interface DemoRoute {
  path: string;
  method: 'GET' | 'POST';
  run: (request: DemoRequest, now: Date) => Promise<DemoReply>;
}

export function badRequest(message: string, reason: string): { refusal: HttpRefusal } {
  return { refusal: { status: 400, message, extra: { reason } } };
}
