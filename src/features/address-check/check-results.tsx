import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useProviders } from '../../api/broadband-basic/list-providers.ts';
import { useAvailability } from '../../api/broadband-basic/zipcode.ts';
import type { AddressKey } from '../../api/broadband-basic/keys.ts';
import { RpcError } from '../../api/errors.ts';
import { useHousenrs } from '../../api/postcodes/get-housenrs.ts';
import { paths } from '../../ui/paths.ts';
import { emitToHost } from '../../embedding/host-channel.ts';
import type { BroadbandBasicZipcodeReply } from '../../contract/types.gen.ts';
import { formatSpeed } from '../../i18n/format-speed.ts';
import { useLocale } from '../../i18n/locale.tsx';
import type { Locale } from '../../i18n/messages.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { formatAddressKey, formatZipcode, searchOf } from './address.ts';
import { CarrierCheck } from './carrier-check.tsx';
import { NotServed, ProviderCard } from './provider-card.tsx';
import { type AddressCheckMessages, useAddressCheckMessages } from './messages.ts';
import { CheckedAt, PrintButton, ReportTitle } from './print-report.tsx';
import { isNotServed, productsOf } from './products.ts';
import { checkedAt, formatPlanDate } from './report.ts';

/** A provider's answer as the page reads it: the reply's result, or why there is none. */
interface ProviderAnswer {
  data?: BroadbandBasicZipcodeReply;
  error: unknown;
}

function resolvedHeading(reply: BroadbandBasicZipcodeReply | undefined, address: AddressKey): string {
  if (!reply) return formatAddressKey(address);
  const { street, housenr, housenrext, city } = reply.address;
  return `${street} ${housenr}${housenrext ? ` ${housenrext}` : ''}, ${formatZipcode(address.zipcode)} ${city}`;
}

function resultAsText(
  heading: string,
  providers: readonly string[],
  answers: readonly ProviderAnswer[],
  text: AddressCheckMessages,
  locale: Locale,
): string {
  const lines = [text.resultsFor(heading), ''];
  providers.forEach((provider, index) => {
    const answer = answers[index];
    const { products, inlineError } = productsOf(answer?.data, provider);
    const failure = inlineError ?? (answer?.error instanceof Error ? answer.error : null);
    lines.push(`${provider}:`);
    if (failure) lines.push(`  ${failure.message}`);
    else if (products.length === 0) lines.push(`  ${text.noProducts}`);
    for (const [technology, product] of products) {
      const note = product.carrier === 'Copper' ? ` (${text.expectedSpeed})` : '';
      lines.push(
        `  ${technology}: ${formatSpeed(product.max_download, locale)} / ${formatSpeed(product.max_upload, locale)}${note}`,
      );
    }
  });
  return lines.join('\n');
}

/** An embedding host hears of each finished check: every provider's products, or its error. */
function useReportCheckToHost(
  address: AddressKey,
  providers: readonly string[] | null,
  answers: readonly ProviderAnswer[],
) {
  const done = providers !== null;
  const latest = useRef({ address, providers, answers });
  useEffect(() => {
    latest.current = { address, providers, answers };
  });
  // once per check: the results are keyed by their address
  useEffect(() => {
    if (!done) return;
    const { address: checked, providers: names, answers: replies } = latest.current;
    const summary: Record<string, { products: string[]; error?: { code: number; message: string } }> = {};
    names?.forEach((provider, index) => {
      const answer = replies[index];
      const { products, inlineError } = productsOf(answer?.data, provider);
      const failure = inlineError ?? (answer?.error instanceof RpcError ? answer.error : null);
      summary[provider] = {
        products: products.map(([technology]) => technology),
        ...(failure ? { error: { code: failure.code, message: failure.message } } : {}),
      };
    });
    emitToHost({ type: 'address-checked', ...checked, providers: summary });
  }, [done]);
}

/** 002: the address does not exist; offer the postcode's real house numbers. */
function PickValidAddress({ address }: { address: AddressKey }) {
  const text = useAddressCheckMessages();
  const housenrs = useHousenrs(address.zipcode);
  if (!housenrs.data) return null;
  return (
    <div className="pick-valid">
      <p>{text.pickValid}</p>
      <ul className="pick-valid__list">
        {housenrs.data.housenrs.slice(0, 60).map((housenr) => (
          <li key={housenr}>
            <Link
              to={`${paths.addressCheck}?${searchOf({ zipcode: address.zipcode, housenr, housenrext: '' }).toString()}`}
            >
              {housenr}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CheckResults({ address }: { address: AddressKey }) {
  const { locale } = useLocale();
  const text = useAddressCheckMessages();
  const providersQuery = useProviders();
  const providers = providersQuery.data?.providers ?? [];
  const queries = useAvailability(providers, address);
  const answers: ProviderAnswer[] = queries.map((query) => ({
    data: query.data?.result,
    error: query.error,
  }));
  const replies = answers.map((answer) => answer.data);
  const allInvalid =
    queries.length > 0 && queries.every((query) => query.error instanceof RpcError && query.error.code === 2);
  const settled = queries.length > 0 && queries.every((query) => !query.isPending);
  // Answers are shown in the providers' order, each once those before it are in, and what depends
  // on all of them comes last: whatever is on screen stays where it is while the rest arrives.
  const firstPending = queries.findIndex((query) => query.isPending);
  const arrived = providersQuery.data ? (firstPending === -1 ? providers.length : firstPending) : 0;
  const waitingFor = providersQuery.data ? providers.slice(arrived) : [];
  const notServed = settled ? providers.filter((_, index) => isNotServed(queries[index]?.error)) : [];
  // The heading names the address as found, so it waits for the first answer that has it.
  const firstReply = replies.slice(0, arrived).find((reply) => reply !== undefined);
  const shown =
    providersQuery.data !== undefined && (arrived === providers.length || firstReply !== undefined);
  const heading = resolvedHeading(firstReply, address);
  useReportCheckToHost(address, settled ? providers : null, answers);

  if (providersQuery.isError) return <ErrorNotice error={providersQuery.error} />;
  const constructionMessages = firstReply?.construction_messages ?? [];
  if (!shown && !allInvalid)
    return (
      <p className="check-results__waiting" role="status">
        {waitingFor.length > 0
          ? text.waitingFor(new Intl.ListFormat(locale, { type: 'conjunction' }).format(waitingFor))
          : text.loadingProvider}
      </p>
    );
  return (
    <section className="check-results" aria-labelledby="check-results-heading">
      <div className="check-results__header">
        <ReportTitle />
        <h2 id="check-results-heading">{text.resultsFor(heading)}</h2>
        <CheckedAt moment={settled ? checkedAt(queries) : null} />
        {allInvalid ? null : (
          <>
            <CopyButton
              text={settled ? resultAsText(heading, providers, answers, text, locale) : ''}
              label={text.copyResultLabel}
              disabled={!settled}
            />
            <PrintButton documentTitle={text.reportDocumentTitle(heading)} disabled={!settled} />
          </>
        )}
      </div>
      {allInvalid ? (
        <>
          <ErrorNotice error={queries[0]?.error} />
          <PickValidAddress address={address} />
        </>
      ) : (
        <>
          {constructionMessages.length > 0 ? (
            <div className="notice notice--info">
              <h3>{text.constructionMessages}</h3>
              <ul>
                {constructionMessages.map((message) => (
                  <li key={`${message.technology}-${message.message}`}>
                    {message.technology} ({message.network}): {message.message}
                    {message.estimated_plandate
                      ? ` — ${text.plannedFor(formatPlanDate(message.estimated_plandate, locale))}`
                      : ''}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="provider-cards">
            {providers.slice(0, arrived).map((provider, index) => {
              const query = queries[index];
              return query && !isNotServed(query.error) ? (
                <ProviderCard key={provider} provider={provider} query={query} />
              ) : null;
            })}
          </div>
          {waitingFor.length > 0 ? (
            <p className="check-results__waiting" role="status">
              {text.waitingFor(new Intl.ListFormat(locale, { type: 'conjunction' }).format(waitingFor))}
            </p>
          ) : null}
          {notServed.length > 0 ? (
            <NotServed
              providers={notServed}
              errors={notServed.map((provider) => queries[providers.indexOf(provider)]?.error)}
              everyProvider={notServed.length === providers.length}
            />
          ) : null}
          {settled ? <CarrierCheck address={address} /> : null}
        </>
      )}
    </section>
  );
}
