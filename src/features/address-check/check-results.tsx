import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useProviders } from '../../api/broadband-basic/list-providers.ts';
import { useAvailability, useEveryProviderAvailability } from '../../api/broadband-basic/zipcode.ts';
import type { AddressKey } from '../../api/broadband-basic/keys.ts';
import { NotOfferedError, ReplyShapeError, RpcError } from '../../api/errors.ts';
import { ErrorCode } from '../../contract/error-codes.gen.ts';
import { useAddressOfNumber } from '../../api/postcodes/get-address.ts';
import { useHousenrs } from '../../api/postcodes/get-housenrs.ts';
import { paths } from '../../ui/paths.ts';
import { emitToHost } from '../../embedding/host-channel.ts';
import type { BroadbandBasicZipcodeReply } from '../../contract/types.gen.ts';
import { useLocale, useMessages } from '../../i18n/locale.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { describeError } from '../../ui/describe-error.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { ServiceSentence } from '../../ui/service-sentence.tsx';
import { technologyName } from '../../contract/service-sentences.ts';
import { addressLine } from '../../contract/address-line.ts';
import { formatAddressKey, searchOf } from './address.ts';
import {
  type ProviderAnswer,
  answersOfEvery,
  answersOfListed,
  hostProvidersOf,
  resultAsText,
} from './answers.ts';
import { CarrierCheck } from './carrier-check.tsx';
import { NotServed, ProviderCard } from './provider-card.tsx';
import { useAddressCheckMessages } from './messages.ts';
import { CheckedAt, PrintButton, ReportTitle } from './print-report.tsx';
import { isNotServed } from './products.ts';
import { checkedAt, formatPlanDate } from './report.ts';

/**
 * The address as the service names it: from a provider's reply, else from the postcode's own
 * lookup (when no provider answered with it), else as it was asked.
 */
function resolvedHeading(
  reply: BroadbandBasicZipcodeReply | undefined,
  looked: { street: string; city: string } | undefined,
  address: AddressKey,
): string {
  const named = reply?.address ?? (looked && { ...looked, ...address });
  if (!named) return formatAddressKey(address);
  const { street, housenr, housenrext, city } = named;
  return addressLine({ street, housenr, housenrext: housenrext ?? '', zipcode: address.zipcode, city });
}

/** An embedding host hears of each finished check: every provider's products, or its error (see hostProvidersOf). */
function useReportCheckToHost(address: AddressKey, answers: readonly ProviderAnswer[], done: boolean) {
  const latest = useRef({ address, answers });
  useEffect(() => {
    latest.current = { address, answers };
  });
  // once per check: the results are keyed by their address
  useEffect(() => {
    if (!done) return;
    const { address: checked, answers: settled } = latest.current;
    const providers = hostProvidersOf(settled);
    if (providers) emitToHost({ type: 'address-checked', ...checked, providers });
  }, [done]);
}

/** 002: the address does not exist; offer the postcode's real house numbers. */
function PickValidAddress({ address }: { address: AddressKey }) {
  const text = useAddressCheckMessages();
  const housenrs = useHousenrs(address.zipcode);
  if (housenrs.isError) return <ErrorNotice error={housenrs.error} title={text.housenrsUnread} />;
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

/** The service differs from the contract: its list of providers is no use, but the address can still be checked. */
const listCannotBeUsed = (error: unknown) =>
  error instanceof ReplyShapeError || error instanceof NotOfferedError;

/**
 * The check of one address: every provider of the service's list asked on its own; when that list
 * could not be read (or is not offered), every provider asked at once, with a notice that says so.
 */
export function CheckResults({ address }: { address: AddressKey }) {
  const text = useAddressCheckMessages();
  const providersQuery = useProviders();
  const listError = listCannotBeUsed(providersQuery.error) ? providersQuery.error : null;
  const listed = providersQuery.data?.providers ?? [];
  const queries = useAvailability(listed, address);
  const every = useEveryProviderAvailability(listError ? address : null);

  if (providersQuery.isError && !listError) return <ErrorNotice error={providersQuery.error} />;
  if (listError)
    return (
      <>
        <ErrorNotice error={listError} title={text.providersUnread} />
        <Answers address={address} answers={answersOfEvery(every)} waitingFor={[]} />
      </>
    );
  if (!providersQuery.data) return <Pending address={address} />;
  const answers = answersOfListed(listed, queries);
  // Answers are shown in the providers' order, each once those before it are in, and what depends
  // on all of them comes last: whatever is on screen stays where it is while the rest arrives.
  const firstPending = answers.findIndex((answer) => answer.pending);
  const arrived = firstPending === -1 ? answers.length : firstPending;
  return (
    <Answers
      address={address}
      answers={answers}
      waitingFor={answers.slice(arrived).map((answer) => answer.provider ?? '')}
    />
  );
}

/**
 * Before the providers' list is in: the address as the postcode lookup names it, once known (the
 * server draws this into a page opened afresh, see src/server/drawn-pages.ts), and what is awaited.
 */
function Pending({ address }: { address: AddressKey }) {
  const looked = useAddressOfNumber(address.zipcode, address.housenr).data;
  if (!looked) return <Waiting waitingFor={[]} />;
  const heading = resolvedHeading(undefined, looked, address);
  return (
    <section className="check-results" aria-labelledby="check-results-heading">
      <ResultsHeader heading={heading} settled={null} />
      <Waiting waitingFor={[]} />
    </section>
  );
}

/** The address the result is for, and what can be done with a finished result. */
function ResultsHeader({
  heading,
  settled,
  actions = true,
}: {
  heading: string;
  /** The answers once every one is in, to copy and to date the report; null before. */
  settled: { answers: readonly ProviderAnswer[]; asText: () => string } | null;
  actions?: boolean;
}) {
  const text = useAddressCheckMessages();
  return (
    <div className="check-results__header">
      <ReportTitle />
      <h2 id="check-results-heading">{text.resultsFor(heading)}</h2>
      <CheckedAt moment={settled ? checkedAt(settled.answers) : null} />
      {actions ? (
        <>
          <CopyButton
            text={settled ? settled.asText() : ''}
            label={text.copyResultLabel}
            disabled={!settled}
          />
          <PrintButton documentTitle={text.reportDocumentTitle(heading)} disabled={!settled} />
        </>
      ) : null}
    </div>
  );
}

function Waiting({ waitingFor }: { waitingFor: readonly string[] }) {
  const { locale } = useLocale();
  const text = useAddressCheckMessages();
  return (
    <p className="check-results__waiting" role="status">
      {waitingFor.length > 0
        ? text.waitingFor(new Intl.ListFormat(locale, { type: 'conjunction' }).format(waitingFor))
        : text.loadingProvider}
    </p>
  );
}

/** The cards in, the header, and what depends on every answer once all are in. */
function Answers({
  address,
  answers,
  waitingFor,
}: {
  address: AddressKey;
  answers: readonly ProviderAnswer[];
  /** The providers still to answer, after those shown. */
  waitingFor: readonly string[];
}) {
  const { locale } = useLocale();
  const messages = useMessages();
  const text = useAddressCheckMessages();
  const shownAnswers = answers.slice(0, answers.length - waitingFor.length);
  const pendingEvery = answers.length === 1 && answers[0]!.pending;
  const allInvalid =
    answers.length > 0 &&
    answers.every(
      (answer) => answer.error instanceof RpcError && answer.error.code === ErrorCode.invalidAddress,
    );
  const settled = answers.length > 0 && answers.every((answer) => !answer.pending);
  const notServed = settled ? answers.filter((answer) => isNotServed(answer.error)) : [];
  // The heading names the address as found, so it waits for the first answer that has it.
  const firstReply = shownAnswers.find((answer) => answer.reply !== null)?.reply?.result;
  const shown = !pendingEvery && (waitingFor.length === 0 || firstReply !== undefined);
  // no provider named the address (none serves it, every one is down): the postcode lookup may
  const looked = useAddressOfNumber(settled && !firstReply ? address.zipcode : null, address.housenr).data;
  const heading = resolvedHeading(firstReply, looked, address);
  const label = (answer: ProviderAnswer) => answer.provider ?? text.everyProvider;
  useReportCheckToHost(address, answers, settled);

  if (!shown && !allInvalid) return <Waiting waitingFor={waitingFor} />;
  const constructionMessages = firstReply?.construction_messages ?? [];
  const words = {
    ...text,
    failure: (error: unknown) => describeError(error, messages, locale).summary,
  };
  return (
    <section className="check-results" aria-labelledby="check-results-heading">
      <ResultsHeader
        heading={heading}
        settled={settled ? { answers, asText: () => resultAsText(heading, answers, words, locale) } : null}
        actions={!allInvalid}
      />
      {allInvalid ? (
        <>
          <ErrorNotice error={answers[0]?.error} />
          <PickValidAddress address={address} />
        </>
      ) : (
        <>
          {constructionMessages.length > 0 ? (
            <div className="notice notice--info">
              <h3>{text.constructionMessages}</h3>
              <ul>
                {constructionMessages.map((message, index) => (
                  // two announcements may read the same
                  <li key={`${index} ${message.technology}-${message.message}`}>
                    {technologyName(message.technology, locale)} ({message.network}):{' '}
                    <ServiceSentence
                      sentence={message.message}
                      lang="nl"
                      after={
                        message.estimated_plandate
                          ? ` — ${text.plannedFor(formatPlanDate(message.estimated_plandate, locale))}`
                          : null
                      }
                    />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="provider-cards">
            {shownAnswers.map((answer, index) =>
              isNotServed(answer.error) ? null : (
                <ProviderCard key={`${index} ${label(answer)}`} answer={answer} label={label(answer)} />
              ),
            )}
          </div>
          {waitingFor.length > 0 ? <Waiting waitingFor={waitingFor} /> : null}
          {notServed.length > 0 ? (
            <NotServed
              providers={notServed.map(label)}
              errors={notServed.map((answer) => answer.error)}
              everyProvider={notServed.length === answers.length}
            />
          ) : null}
          {settled ? <CarrierCheck address={address} /> : null}
        </>
      )}
    </section>
  );
}
