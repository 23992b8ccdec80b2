import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatZipcode, searchOf } from '../api/broadband-basic/address-key.ts';
import type { PlugInPlaces } from '../ui/plug-ins.tsx';
import { toCsv } from '../ui/csv.ts';
import { downloadFile } from '../ui/download.ts';
import { paths } from '../ui/paths.ts';
import { demoInfoQueryOptions } from './api.ts';
import { useDemoMessages } from './messages.ts';
import './scenarios.css';

/** Beside the address check's form: the addresses that show each behaviour of the check, one click each. */
export function DemoScenarios({ open }: PlugInPlaces['addressCheckExamples']) {
  const texts = useDemoMessages().scenarios;
  const info = useQuery(demoInfoQueryOptions());
  if (!info.data) return null;
  return (
    <details className="demo-scenarios" open={open} data-print="hide">
      <summary>{texts.title}</summary>
      <p className="field__help">{texts.intro}</p>
      <ul className="demo-scenarios__list">
        {info.data.scenarios.map((scenario) => {
          const where = `${scenario.street} ${scenario.housenr}${scenario.housenrext ? ` ${scenario.housenrext}` : ''}, ${formatZipcode(scenario.zipcode)} ${scenario.city}`;
          return (
            <li key={scenario.id}>
              {/* the whole entry is one link: its label and its address, one tab stop */}
              <Link
                className="demo-scenarios__link"
                to={`${paths.addressCheck}?${searchOf(scenario).toString()}`}
                aria-label={`${texts.names[scenario.id] ?? scenario.id}: ${texts.run(where)}`}
              >
                <span className="demo-scenarios__name">{texts.names[scenario.id] ?? scenario.id}</span>
                <span className="demo-scenarios__address">{where}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

/** The scenario addresses as a list for the many-sites check: to download, or to use at once. */
export function DemoSiteListExample({ onUse }: PlugInPlaces['manySitesExample']) {
  const texts = useDemoMessages().scenarios;
  const info = useQuery(demoInfoQueryOptions());
  if (!info.data) return null;
  // as Dutch Excel writes a CSV: a byte order mark, semicolons, Windows line ends
  const csv = toCsv(
    texts.exampleHeading,
    info.data.scenarios.map((scenario) => [
      texts.names[scenario.id] ?? scenario.id,
      formatZipcode(scenario.zipcode),
      scenario.housenr,
      scenario.housenrext,
    ]),
    ';',
  );
  const file = () => new File([csv], texts.exampleFileName, { type: 'text/csv' });
  return (
    <div className="demo-site-list" data-print="hide">
      <p className="field__help">{texts.exampleIntro}</p>
      <div className="form__actions">
        <button type="button" className="button button--small" onClick={() => onUse(file())}>
          {texts.useExample}
        </button>
        <button
          type="button"
          className="button button--small"
          onClick={() => downloadFile(file(), texts.exampleFileName)}
        >
          {texts.downloadExample}
        </button>
      </div>
    </div>
  );
}
