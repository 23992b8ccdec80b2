import { lazy } from 'react';
import type { PlugIns } from '../ui/plug-ins.tsx';
import { preloadable } from '../ui/preloadable.ts';

/*
 * Demo mode's parts of the log-in and its bars, loaded only in demo mode: the log-in's JavaScript
 * stays that of the portal without them. The signed-in pages get their other parts from their frame
 * (app-layout.tsx).
 */

const logInParts = () => import('../demo/log-in.tsx');

/** The demo bars: loaded before the first page is drawn (`preloadDemoBars`), so that none shifts it. */
const LogInDemoBar = preloadable<Record<string, never>>(() =>
  logInParts().then((demo) => ({ default: demo.LogInDemoBar })),
);
export const SignedInDemoBar = preloadable(() => import('../demo/signed-in-bar.tsx'));

export const preloadDemoBars = () => Promise.all([LogInDemoBar.preload(), SignedInDemoBar.preload()]);

export const demoLogInPlugIns: PlugIns = {
  logInBanner: LogInDemoBar,
  logInSignIn: lazy(() => logInParts().then((demo) => ({ default: demo.PersonaSignIn }))),
  logInCodeHint: lazy(() => logInParts().then((demo) => ({ default: demo.PersonaCodeHint }))),
};
