import { useCarriercheck } from '../../api/broadband/carriercheck.ts';
import type { AddressKey } from '../../api/broadband-basic/keys.ts';
import { hasPermission, useSession } from '../../api/session.ts';
import type { BroadbandCarriercheckReply } from '../../contract/types.gen.ts';
import { intlLocale, numberFormat } from '../../i18n/intl-formats.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { type AddressCheckMessages, useAddressCheckMessages } from './messages.ts';

type Line = BroadbandCarriercheckReply['carriers'][number];

/** A line's state in the reader's words; null for a state the portal does not know. */
const statusWords = (status: string, text: AddressCheckMessages): string | null =>
  Object.hasOwn(text.carrierStatuses, status)
    ? text.carrierStatuses[status as keyof AddressCheckMessages['carrierStatuses']]
    : null;

/**
 * One line at the address: its NID, type, state (in the reader's words, the service's word one click
 * away on the screen), network, area and distance.
 */
function CarrierLine({ line }: { line: Line }) {
  const text = useAddressCheckMessages();
  const { locale, messages } = useLocale();
  const said = statusWords(line.status, text);
  return (
    <>
      <code>{line.nid}</code> · {text.carrierType} {line.carriertype}
      {line.nlstype ? ` (NL ${line.nlstype})` : ''} · {text.carrierStatus}{' '}
      {said ?? messages.reading.asNamed(line.status)} · {line.network} · {line.area}
      {line.distance !== null ? ` · ${numberFormat(intlLocale(locale)).format(line.distance)} m` : ''}
      {said !== null && said !== line.status ? (
        <details className="service-sentence" data-print="hide">
          <summary>{messages.reading.serviceWords}</summary>
          <span lang="en">{`status: ${line.status}`}</span>
        </details>
      ) : null}
    </>
  );
}

function CarrierKind({ carrier, address }: { carrier: 'Fiber' | 'Copper'; address: AddressKey }) {
  const text = useAddressCheckMessages();
  const query = useCarriercheck(carrier, address);
  // after a failed check the earlier answer stays in the cache; it is no longer the answer
  const reply = query.isError ? undefined : query.data?.result;
  const title = carrier === 'Fiber' ? text.fiber : text.copper;
  return (
    <div className="carrier-kind" aria-busy={query.isPending}>
      <h3>
        {title}:{' '}
        {reply ? (
          <span className={reply.available ? 'badge badge--ok' : 'badge'}>
            {reply.available ? text.carrierAvailable : text.carrierUnavailable}
          </span>
        ) : null}
      </h3>
      {query.isPending ? <p role="status">{text.loadingProvider}</p> : null}
      {query.isError ? <ErrorNotice error={query.error} /> : null}
      {reply && reply.carriers.length > 0 ? (
        <ul className="carrier-list">
          {reply.carriers.map((line, index) => (
            // the service may name a line twice
            <li key={`${index} ${line.nid}`}>
              <CarrierLine line={line} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The Fiber/Copper carrier check (`broadband/v1 carriercheck`) for the same address. */
export function CarrierCheck({ address }: { address: AddressKey }) {
  const session = useSession();
  const text = useAddressCheckMessages();
  if (!hasPermission(session, '#broadband-r')) return null;
  return (
    <section className="carrier-check" aria-labelledby="carrier-check-heading">
      <h2 id="carrier-check-heading">{text.carrierCheck}</h2>
      <div className="carrier-check__kinds">
        <CarrierKind carrier="Fiber" address={address} />
        <CarrierKind carrier="Copper" address={address} />
      </div>
    </section>
  );
}
