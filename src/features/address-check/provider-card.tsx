import { Fragment, type ReactNode, useId } from 'react';
import type { BroadbandBasicZipcodeReply } from '../../contract/types.gen.ts';
import { formatSpeed } from '../../i18n/format-speed.ts';
import { useLocale, useMessages } from '../../i18n/locale.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { ScrollArea } from '../../ui/scroll-area.tsx';
import type { ProviderAnswer } from './answers.ts';
import { type AddressCheckMessages, useAddressCheckMessages } from './messages.ts';
import { technologyName } from '../../contract/service-sentences.ts';
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

function carrierName(
  carrier: string,
  text: AddressCheckMessages,
  asNamed: (value: string) => string,
): string {
  if (carrier === 'Fiber') return text.fiber;
  if (carrier === 'Copper') return text.copper;
  return asNamed(carrier);
}

function ProductRow({ product: [technology, product] }: { product: TechnologyProduct }) {
  const { locale } = useLocale();
  const messages = useMessages();
  const text = useAddressCheckMessages();
  const expected =
    product.carrier === 'Copper' ? <span className="speed-note"> ({text.expectedSpeed})</span> : null;
  const lineDetails = [
    product.area ? text.areaOf(product.area) : null,
    product.distance ? text.distanceOf(formatDistances(product.distance)) : null,
  ].filter(Boolean);
  return (
    <tr>
      <th scope="row">{breakableAfterSlashes(technologyName(technology, locale))}</th>
      <td className="provider-card__speed">
        {formatSpeed(product.max_download, locale)}
        {expected}
      </td>
      <td className="provider-card__speed">
        {formatSpeed(product.max_upload, locale)}
        {expected}
      </td>
      <td className="provider-card__line-cell">
        {carrierName(product.carrier, text, messages.reading.asNamed)}, {product.network}
        {/* on paper said once per row rather than under each speed */}
        {product.carrier === 'Copper' ? <span data-print="only">, {text.expectedSpeed}</span> : null}
        {lineDetails.length > 0 ? (
          <span className="provider-card__line">{lineDetails.join(' · ')}</span>
        ) : null}
      </td>
    </tr>
  );
}

/** One provider's products in a reply, fastest first, or its inline error, or that it has none. */
function ProviderProducts({
  reply,
  provider,
  absent,
}: {
  reply: BroadbandBasicZipcodeReply;
  provider: string;
  /** What to say when the reply does not name the provider. */
  absent: string;
}) {
  const text = useAddressCheckMessages();
  const { products, inlineError } = productsOf(reply, provider);
  if (inlineError) return <ErrorNotice error={inlineError} />;
  if (products.length === 0) return <p>{provider in reply.available ? text.noProducts : absent}</p>;
  return (
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
  );
}

/** Another provider the same reply names (one the portal may not know), under the one asked. */
function OtherProvider({ reply, provider }: { reply: BroadbandBasicZipcodeReply; provider: string }) {
  const text = useAddressCheckMessages();
  const headingId = useId();
  return (
    <section className="provider-card__other" aria-labelledby={headingId}>
      <h4 id={headingId}>{provider}</h4>
      <ProviderProducts reply={reply} provider={provider} absent={text.noProducts} />
    </section>
  );
}

/**
 * One answer for the address (once it is in): the provider's products fastest first, or why there
 * are none; with any other provider the reply names. `label` names the provider as the service does.
 */
export function ProviderCard({ answer, label }: { answer: ProviderAnswer; label: string }) {
  const text = useAddressCheckMessages();
  const generatedId = useId();
  // A provider's card is found by its heading's id (the demo's tour highlights one).
  const headingId = answer.provider === null ? generatedId : `provider-${answer.provider}`;
  const reply = answer.reply?.result;
  return (
    <section className="provider-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{label}</h3>
      {answer.error ? (
        <ErrorNotice error={answer.error} />
      ) : reply && answer.provider !== null ? (
        <ProviderProducts
          reply={reply}
          provider={answer.provider}
          absent={answer.others.length > 0 ? text.otherProvidersAnswered : text.noProducts}
        />
      ) : reply && answer.others.length === 0 ? (
        // every provider asked at once, and the reply names none
        <p>{text.noneServes}</p>
      ) : null}
      {reply && !answer.error
        ? answer.others.map((other) => <OtherProvider key={other} reply={reply} provider={other} />)
        : null}
    </section>
  );
}

/**
 * The providers that answered "not served" (003), in one line, or one summary when none serves the
 * address; each provider's own answer, with its code, folded away below it (on paper, open).
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
