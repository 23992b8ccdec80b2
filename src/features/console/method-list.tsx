import { useId } from 'react';
import { Link } from 'react-router';
import { hasPermission, useSession } from '../../api/session.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { type MethodEntry, catalogue, catalogueIn, searchCatalogue } from './catalogue.ts';
import { useConsoleMessages } from './messages.ts';

const total = catalogue.reduce((sum, entry) => sum + entry.methods.length, 0);

function MethodLink({
  method,
  selected,
  to,
  allowed,
}: {
  method: MethodEntry;
  selected: boolean;
  to: string;
  allowed: boolean;
}) {
  const text = useConsoleMessages();
  return (
    <Link
      to={to}
      className="method-link"
      aria-current={selected ? 'page' : undefined}
      data-method={method.id}
    >
      <span className="method-link__name">
        <code>{method.method}</code>
        {allowed ? null : (
          <span className="console-badge console-badge--denied">{text.missingPermission}</span>
        )}
      </span>
      <span className="method-link__summary">{method.summary}</span>
      <span className="method-link__meta">
        <code>{method.permission}</code> · {text.since} {method.since} ·{' '}
        {text.origins[method.origin] ?? method.origin}
      </span>
    </Link>
  );
}

/** Every method of the catalogue, grouped by class, filtered by the search words. */
export function MethodList({
  query,
  onQuery,
  selectedId,
  linkTo,
}: {
  query: string;
  onQuery: (query: string) => void;
  selectedId: string | null;
  linkTo: (id: string) => string;
}) {
  const text = useConsoleMessages();
  const session = useSession();
  const searchId = useId();
  const { locale } = useLocale();
  const classes = searchCatalogue(catalogueIn(locale), query);
  const shown = classes.reduce((sum, entry) => sum + entry.methods.length, 0);
  return (
    <nav className="method-list" aria-labelledby={`${searchId}-heading`}>
      <h2 id={`${searchId}-heading`} className="method-list__heading">
        {text.methods}
      </h2>
      <div className="field">
        <label htmlFor={searchId}>{text.search}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          aria-describedby={`${searchId}-help ${searchId}-count`}
          autoComplete="off"
          spellCheck={false}
        />
        <p id={`${searchId}-help`} className="field__help">
          {text.searchHelp}
        </p>
        <p id={`${searchId}-count`} className="field__help" role="status">
          {text.count(shown, total)}
        </p>
      </div>
      {shown === 0 ? <p>{text.noMatches}</p> : null}
      {classes.map((entry) => (
        <div key={entry.className} className="method-group">
          <h3 className="method-group__heading">
            <code>{entry.className}</code>
          </h3>
          <p className="method-group__summary">{entry.summary}</p>
          <ul className="method-group__list">
            {entry.methods.map((method) => (
              <li key={method.id}>
                <MethodLink
                  method={method}
                  selected={method.id === selectedId}
                  to={linkTo(method.id)}
                  allowed={hasPermission(session, method.permission)}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
