import { lazy } from 'react';
import type { PlugIns } from '../ui/plug-ins.tsx';
import { preloadable } from '../ui/preloadable.ts';

/*
 * Demo mode's parts of the pages, every one of them: loaded only in demo mode, so the portal's
 * JavaScript stays that of the portal without them. The portal's root plugs them in
 * (portal-root.tsx); the signed-in frame shows the demo bar (app-layout.tsx).
 */

const logInParts = () => import('../demo/log-in.tsx');
const scenarios = () => import('../demo/scenarios.tsx');

/** The demo bars: loaded before the first page is drawn (`preloadDemoBars`), so that none shifts it. */
const LogInDemoBar = preloadable<Record<string, never>>(() =>
  logInParts().then((demo) => ({ default: demo.LogInDemoBar })),
);
export const SignedInDemoBar = preloadable(() => import('../demo/signed-in-bar.tsx'));

export const preloadDemoBars = () => Promise.all([LogInDemoBar.preload(), SignedInDemoBar.preload()]);

/** Each place of src/ui/plug-ins.tsx that demo mode fills, with the part it fills it with. */
export const demoPlugIns: PlugIns = {
  // The log-in: the demo bar, persona sign-in and its code.
  logInBanner: LogInDemoBar,
  logInSignIn: lazy(() => logInParts().then((demo) => ({ default: demo.PersonaSignIn }))),
  logInCodeHint: lazy(() => logInParts().then((demo) => ({ default: demo.PersonaCodeHint }))),
  // The signed-in pages: the example addresses and site list, the prospect's letterhead.
  addressCheckExamples: lazy(() => scenarios().then((demo) => ({ default: demo.DemoScenarios }))),
  manySitesExample: lazy(() => scenarios().then((demo) => ({ default: demo.DemoSiteListExample }))),
  reportLetterhead: lazy(() =>
    import('../demo/report-letterhead.tsx').then((demo) => ({ default: demo.ProspectLetterhead })),
  ),
};
