import { useSyncExternalStore } from 'react';
import { brandingState, subscribeToBranding } from './branding/prospect-branding-state.ts';
import './report-letterhead.css';

/**
 * On paper, at the top of a printed report: the prospect's logo and name from the demo settings,
 * so that the report handed over is theirs. Nothing without branding.
 */
export function ProspectLetterhead() {
  const { branding } = useSyncExternalStore(subscribeToBranding, brandingState, brandingState);
  if (!branding || (!branding.name && !branding.logo)) return null;
  return (
    <div className="report-letterhead" data-print="only">
      {branding.logo ? <img src={branding.logo} alt="" className="report-letterhead__logo" /> : null}
      {branding.name ? (
        <p className="report-letterhead__name">
          <bdi>{branding.name}</bdi>
        </p>
      ) : null}
    </div>
  );
}
