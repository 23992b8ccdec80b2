import { type ReactNode, useEffect } from 'react';
import { useMessages } from '../i18n/locale.tsx';

export const PAGE_HEADING_ID = 'page-heading';

/** The page's one h1; navigation moves focus here, and it names the document. */
export function PageHeading({ children, title }: { children: ReactNode; title: string }) {
  const { appName } = useMessages();
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
  return (
    <h1 id={PAGE_HEADING_ID} tabIndex={-1} className="page-heading">
      {children}
    </h1>
  );
}
