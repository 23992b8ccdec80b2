import { DemoBanner } from './banner.tsx';
import { DemoSettingsButton } from './branding/settings.tsx';
import { TourButton } from './tour/tour-button.tsx';

/**
 * The demo bar above every signed-in page, with the guided tour and the demo settings. `navigate`
 * is the router's (passed in, so this chunk needs none of the router's code).
 */
export default function SignedInDemoBar({ navigate }: { navigate: (path: string) => Promise<void> | void }) {
  return (
    <DemoBanner>
      <TourButton navigate={navigate} />
      <DemoSettingsButton />
    </DemoBanner>
  );
}
