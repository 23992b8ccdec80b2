/** Demo mode's parts of the log-in, which the app plugs in (src/app/demo-plug-ins.ts). */
import { DemoBanner } from './banner.tsx';
import { DemoSettingsButton } from './branding/settings.tsx';

export { PersonaCodeHint, PersonaSignIn } from './persona-sign-in.tsx';

/** The demo bar of the log-in, with the demo settings (the prospect's branding). */
export function LogInDemoBar() {
  return (
    <DemoBanner>
      <DemoSettingsButton />
    </DemoBanner>
  );
}
