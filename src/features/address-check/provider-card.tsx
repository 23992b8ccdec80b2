import { Fragment, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Replied } from '../../api/rpc-client.ts';
import type { BroadbandBasicZipcodeReply } from '../../contract/types.gen.ts';
import { formatSpeed } from '../../i18n/format-speed.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { ScrollArea } from '../../ui/scroll-area.tsx';
import { useAddressCheckMessages } from './messages.ts';
import { ReplyReference } from './print-report.tsx';
import { type TechnologyProduct, formatDistances, productsOf } from './products.ts';

/** `FTTH/FTTO` may wrap after its slash rather than inside a word. */
function breakableAfterSlashes(name: string): ReactNode {
  return name.split('/').map((part, index, parts) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          /<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

function ProductRow({ product: [technology, product] }: { product: TechnologyProduct }) {
  const { locale } = useLocale();
  const text = useAddressCheckMessages();
  const expected =
    product.carrier === 'Copper' ? <span className="speed-note"> ({text.expectedSpeed})</span> : null;
  const lineDetails = [
    product.area ? text.areaOf(product.area) : null,
    product.distance ? text.distanceOf(formatDistances(product.distance)) : null,
  ].filter(Boolean);
  return (
    <tr>
      <th scope="row">{breakableAfterSlashes(technology)}</th>
      <td className="provider-card__speed">
        {formatSpeed(product.max_download, locale)}
        {expected}
      </td>
      <td className="provider-card__speed">
        {formatSpeed(product.max_upload, locale)}
        {expected}
      </td>
      <td className="provider-card__line-cell">
        {product.carrier === 'Fiber' ? text.fiber : text.copper}, {product.network}
        {/* on paper said once per row rather than under each speed */}
        {product.carrier === 'Copper' ? <span data-print="only">, {text.expectedSpeed}</span> : null}
        {lineDetails.length > 0 ? (
          <span className="provider-card__line">{lineDetails.join(' · ')}</span>
        ) : null}
      </td>
    </tr>
  );
}

/** One provider's answer for the address (once it is in): its products fastest first, or why there are none. */
export function ProviderCard({
  provider,
  query,
}: {
  provider: string;
  query: UseQueryResult<Replied<BroadbandBasicZipcodeReply>>;
}) {
  const text = useAddressCheckMessages();
  const headingId = `provider-${provider}`;
  const { products, inlineError } = productsOf(query.data?.result, provider);
  return (
    <section className="provider-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{provider}</h3>
      {/* a failure names its reply in its own technical details */}
      {query.isError ? null : <ReplyReference cid={query.data?.cid ?? null} />}
      {query.isError ? (
        <ErrorNotice error={query.error} />
      ) : inlineError ? (
        <ErrorNotice error={inlineError} />
      ) : products.length === 0 ? (
        <p>{text.noProducts}</p>
      ) : (
        <ScrollArea label={text.provider(provider)}>
          <table className="data-table provider-card__table">
            <caption className="visually-hidden">{text.provider(provider)}</caption>
            <thead>
              <tr>
                <th scope="col">{text.technology}</th>
                <th scope="col">{text.download}</th>
                <th scope="col">{text.upload}</th>
                <th scope="col" className="provider-card__line-cell">
                  {text.line}
                </th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <ProductRow key={product[0]} product={product} />
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
    </section>
  );
}

/**
 * The providers that answered "not served" (003), in one line, or one summary when none serves the
 * address; each provider's own answer, with its code and cid, folded away below it.
 */
export function NotServed({
  providers,
  errors,
  everyProvider,
}: {
  providers: readonly string[];
  errors: readonly unknown[];
  everyProvider: boolean;
}) {
  const { locale } = useLocale();
  const text = useAddressCheckMessages();
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(providers);
  return (
    <div className="notice notice--info not-served">
      <p className="notice__summary">{everyProvider ? text.noneServes : text.notServedBy(names)}</p>
      <details className="not-served__answers">
        <summary>{text.answerPerProvider}</summary>
        {providers.map((provider, index) => (
          <div key={provider} className="not-served__answer">
            <h3>{provider}</h3>
            <ErrorNotice error={errors[index]} tone="info" />
          </div>
        ))}
      </details>
    </div>
  );
}
