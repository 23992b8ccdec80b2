import { lazy } from 'react';
import type { PlugIns } from '../ui/plug-ins.tsx';

/*
 * Demo mode's parts of the log-in, loaded the first time it shows, and only in demo mode: the
 * log-in's JavaScript stays that of the portal without them. The signed-in pages get theirs from
 * their frame (app-layout.tsx).
 */

const logInParts = () => import('../demo/log-in.tsx');

export const demoLogInPlugIns: PlugIns = {
  logInBanner: lazy(() => logInParts().then((demo) => ({ default: demo.LogInDemoBar }))),
  logInSignIn: lazy(() => logInParts().then((demo) => ({ default: demo.PersonaSignIn }))),
  logInCodeHint: lazy(() => logInParts().then((demo) => ({ default: demo.PersonaCodeHint }))),
};
