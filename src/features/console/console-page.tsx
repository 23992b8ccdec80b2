import { useState } from 'react';
import './console.css';
import { useSearchParams } from 'react-router';
import { paths } from '../../ui/paths.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { catalogueVersion, findMethod } from './catalogue.ts';
import { useConsoleMessages } from './messages.ts';
import { MethodList } from './method-list.tsx';
import { MethodPanel } from './method-panel.tsx';
import { OpenRpcDownload } from './openrpc-download.tsx';
import { type EditorView, absoluteApiUrl } from './request-editor.ts';

/**
 * The URL holds the method (`method=<class>:<method>`), the search (`q`), the editor view (`view=raw`)
 * and the params last sent (`params`, JSON), so a link or a reload brings the same request back. The
 * params' secrets (passwords, tokens, …) are left out: they stay in the page's memory only.
 */
export function ConsolePage() {
  const text = useConsoleMessages();
  const [searchParams, setSearchParams] = useSearchParams();
  const methodParam = searchParams.get('method');
  const { locale } = useLocale();
  const selected = findMethod(methodParam, locale);
  const view: EditorView = searchParams.get('view') === 'raw' ? 'raw' : 'form';
  // read from the URL once: written back as the person types, never overwritten while they do
  const [query, setQuery] = useState(searchParams.get('q') ?? '');

  const replaceSearch = (changes: Record<string, string | null>) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const linkTo = (id: string) => {
    const next = new URLSearchParams({ method: id });
    if (query) next.set('q', query);
    if (view === 'raw') next.set('view', 'raw');
    return `${paths.console}?${next.toString()}`;
  };

  return (
    <section className="page console">
      <PageHeading title={selected ? `${selected.method} · ${text.title}` : text.title}>
        {text.title}
      </PageHeading>
      <p>
        {text.intro(absoluteApiUrl(''))}{' '}
        <span className="field__help">{text.catalogueVersion(catalogueVersion)}</span>
      </p>
      {selected && <OpenRpcDownload className={selected.className} />}
      <div className="console__layout">
        <MethodList
          query={query}
          onQuery={(next) => {
            setQuery(next);
            replaceSearch({ q: next });
          }}
          selectedId={selected?.id ?? null}
          linkTo={linkTo}
        />
        <div className="console__detail">
          {selected ? (
            <MethodPanel
              key={selected.id}
              entry={selected}
              view={view}
              onView={(next) => replaceSearch({ view: next === 'raw' ? 'raw' : null })}
              initialParams={searchParams.get('params')}
              onSent={(params) => replaceSearch({ params: JSON.stringify(params) })}
            />
          ) : (
            <p className="console__empty">
              {methodParam ? text.unknownMethod(methodParam) : text.chooseMethod}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

export { ConsolePage as Component };

/** The page's own texts: the router loads them with the page, in the language in use. */
export { consoleMessages as texts } from './messages.ts';
