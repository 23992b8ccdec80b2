import type { ReactNode } from 'react';

/** One term and its value in a description list (`<dl>`), grouped so the pair can be styled as one. */
export function DescriptionItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
