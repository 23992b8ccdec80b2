import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { demoInfoQueryOptions } from '../../api/demo.ts';
import { paths } from '../../ui/paths.ts';
import { demoSettings } from '../../config/demo.ts';
import { demoMessages } from '../../i18n/demo-messages.ts';
import { useTranslations } from '../../i18n/locale.tsx';
import { formatZipcode, searchOf } from './address.ts';

/** In demo mode: the addresses that show each behaviour of the check, one click each. */
export function DemoScenarios({ open }: { open: boolean }) {
  const texts = useTranslations(demoMessages).scenarios;
  const info = useQuery({ ...demoInfoQueryOptions(), enabled: demoSettings() !== null });
  if (!demoSettings() || !info.data) return null;
  return (
    <details className="demo-scenarios" open={open} data-print="hide">
      <summary>{texts.title}</summary>
      <p className="field__help">{texts.intro}</p>
      <ul className="demo-scenarios__list">
        {info.data.scenarios.map((scenario) => {
          const where = `${scenario.street} ${scenario.housenr}${scenario.housenrext ? ` ${scenario.housenrext}` : ''}, ${formatZipcode(scenario.zipcode)} ${scenario.city}`;
          return (
            <li key={scenario.id}>
              <Link
                to={`${paths.addressCheck}?${searchOf(scenario).toString()}`}
                aria-label={`${texts.names[scenario.id] ?? scenario.id}: ${texts.run(where)}`}
              >
                {texts.names[scenario.id] ?? scenario.id}
              </Link>
              <span className="demo-scenarios__address">{where}</span>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
