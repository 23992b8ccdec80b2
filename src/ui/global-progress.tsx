import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useNavigation } from 'react-router';
import { useMessages } from '../i18n/locale.tsx';

/** A bar at the top of the page whenever a request or a navigation is under way. */
export function GlobalProgress() {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const navigation = useNavigation();
  const busy = fetching + mutating > 0 || navigation.state !== 'idle';
  const { loading } = useMessages();
  return (
    <div className={busy ? 'global-progress global-progress--busy' : 'global-progress'} aria-hidden={!busy}>
      {busy ? <div role="progressbar" aria-label={loading} className="global-progress__bar" /> : null}
    </div>
  );
}
