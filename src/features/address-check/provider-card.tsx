import type { UseQueryResult } from '@tanstack/react-query';
import { RpcError } from '../../api/errors.ts';
import type { BroadbandBasicZipcodeReply } from '../../contract/types.gen.ts';
import { useLocale, useTranslations } from '../../i18n/locale.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { formatSpeed } from './address.ts';
import { addressCheckMessages } from './messages.ts';
import { productsOf } from './products.ts';

/** 003 is an answer, not a failure: the provider simply does not serve the address. */
const isNotServed = (error: unknown) => error instanceof RpcError && error.code === 3;

export function ProviderCard({
  provider,
  query,
}: {
  provider: string;
  query: UseQueryResult<BroadbandBasicZipcodeReply>;
}) {
  const { locale } = useLocale();
  const text = useTranslations(addressCheckMessages);
  const headingId = `provider-${provider}`;
  const { products, inlineError } = productsOf(query.data, provider);
  return (
    <section className="provider-card" aria-labelledby={headingId} aria-busy={query.isPending}>
      <h3 id={headingId}>{provider}</h3>
      {query.isPending ? (
        <p className="provider-card__loading" role="status">
          {text.loadingProvider}
        </p>
      ) : query.isError ? (
        <ErrorNotice error={query.error} tone={isNotServed(query.error) ? 'info' : 'error'} />
      ) : inlineError ? (
        <ErrorNotice error={inlineError} />
      ) : products.length === 0 ? (
        <p>{text.noProducts}</p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
        <div className="table-scroll" tabIndex={0} role="group" aria-label={text.provider(provider)}>
          <table className="data-table">
            <caption className="visually-hidden">{text.provider(provider)}</caption>
            <thead>
              <tr>
                <th scope="col">{text.technology}</th>
                <th scope="col">{text.download}</th>
                <th scope="col">{text.upload}</th>
                <th scope="col">{text.carrier}</th>
                <th scope="col">{text.network}</th>
                <th scope="col">{text.area}</th>
                <th scope="col">{text.distance}</th>
              </tr>
            </thead>
            <tbody>
              {products.map(([technology, product]) => {
                const expected =
                  product.carrier === 'Copper' ? (
                    <span className="speed-note"> ({text.expectedSpeed})</span>
                  ) : null;
                return (
                  <tr key={technology}>
                    <th scope="row">{technology}</th>
                    <td>
                      {formatSpeed(product.max_download, locale)}
                      {expected}
                    </td>
                    <td>
                      {formatSpeed(product.max_upload, locale)}
                      {expected}
                    </td>
                    <td>{product.carrier === 'Fiber' ? text.fiber : text.copper}</td>
                    <td>{product.network}</td>
                    <td>{product.area}</td>
                    <td>
                      {product.distance
                        ? product.distance
                            .split(';')
                            .map((metres) => `${metres} m`)
                            .join(', ')
                        : '—'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
