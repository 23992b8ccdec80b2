import type { CustomValidator, UiSchema } from '@rjsf/utils';
import { type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useCancelTransaction } from '../../api/broadband/cancel-transaction.ts';
import { awaitsBackoffice } from '../../api/broadband/get-transaction.ts';
import { NotOfferedError, ReplyShapeError, RpcError } from '../../api/errors.ts';
import { knownNotOffered, useNotOffered } from '../../api/offered.ts';
import { hasPermission, useSession } from '../../api/session.ts';
import { schema, validators } from '../../contract/forms/broadband/cancel_transaction.gen.js';
import { ErrorCode } from '../../contract/error-codes.gen.ts';
import type { Transaction } from '../../contract/types.gen.ts';
import { SchemaForm } from '../../forms/lazy-schema-form.tsx';
import { NotShownField } from '../../forms/not-shown-field.tsx';
import { useLocale } from '../../i18n/locale.tsx';
import { sayServiceSentence } from '../../contract/service-sentences.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { ServiceText } from '../../ui/service-sentence.tsx';
import { formatDay } from '../../ui/dates.ts';
import { EMPTY, formatAddress } from './format.ts';
import { useTransactionWords } from './labels.ts';
import { useTransactionMessages } from './messages.ts';
import { BooleanValue, DateValue, TextValue } from './values.tsx';
import { emitToHost } from '../../embedding/host-channel.ts';

export const ORDERING_PERMISSION = '#broadband-ordering-d';

interface CancelFormData {
  nid?: string | null;
  uuid?: string;
  reason?: string;
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The request names its transaction by nid or by uuid: exactly one of them. */
export const namesOneTransaction = (data: CancelFormData | undefined): boolean =>
  [data?.nid, data?.uuid].filter(present).length === 1;

export function transactionName(transaction: Pick<Transaction, 'nid' | 'uuid'>): string {
  return transaction.nid ?? transaction.uuid;
}

type CancelMutation = ReturnType<typeof useCancelTransaction>;

function CancelDialog({
  transaction,
  dialogRef,
  open,
  mutation,
  onConfirm,
  onClose,
}: {
  transaction: Transaction;
  dialogRef: RefObject<HTMLDialogElement | null>;
  open: boolean;
  mutation: CancelMutation;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
}) {
  const text = useTransactionMessages();
  const words = useTransactionWords();
  const [formData, setFormData] = useState<CancelFormData>(() => ({ uuid: transaction.uuid }));
  const [submitted, setSubmitted] = useState(false);
  const connection = transaction.document_after_transaction ?? transaction.document_before_transaction;

  const uiSchema = useMemo<UiSchema<CancelFormData>>(
    () => ({
      'ui:order': ['reason', '*'],
      nid: { 'ui:field': NotShownField },
      uuid: { 'ui:field': NotShownField },
      reason: {
        'ui:title': text.cancel.reason,
        'ui:help': text.cancel.reasonHelp,
        'ui:widget': 'textarea',
        'ui:options': { rows: 3 },
        'ui:errorMessages': { maxLength: text.cancel.reasonTooLong },
      },
    }),
    [text],
  );

  const customValidate: CustomValidator<CancelFormData> = (data, errors) => {
    if (!namesOneTransaction(data)) errors.addError(text.cancel.identifierMissing);
    return errors;
  };

  return (
    <ModalDialog
      ref={dialogRef}
      open={open}
      className="tx-dialog"
      title={text.cancel.dialogTitle(transactionName(transaction))}
      onClose={onClose}
    >
      <p>
        {text.cancel.dialogIntro(
          words.action(transaction.action),
          connection ? formatAddress(connection.address) : text.empty,
        )}
      </p>
      <p className="tx-dialog__uuid">
        <code>{text.cancel.dialogUuid(transaction.uuid)}</code>
      </p>
      <p>{text.cancel.dialogWarning}</p>
      {mutation.isError && !(mutation.error instanceof ReplyShapeError) ? (
        <>
          {mutation.error instanceof RpcError && mutation.error.code === ErrorCode.configProhibited ? (
            <p>{text.cancel.refusedProhibited}</p>
          ) : null}
          <ErrorNotice
            error={mutation.error}
            title={mutation.error instanceof NotOfferedError ? undefined : text.cancel.refused}
          />
        </>
      ) : null}
      {submitted && !namesOneTransaction(formData) ? (
        <p className="field__error" role="alert">
          {text.cancel.identifierMissing}
        </p>
      ) : null}
      <SchemaForm<CancelFormData>
        schema={schema}
        validators={validators}
        uiSchema={uiSchema}
        formData={formData}
        customValidate={customValidate}
        liveValidate={submitted}
        onChange={setFormData}
        onError={() => setSubmitted(true)}
        onSubmit={(data) => {
          setSubmitted(true);
          if (namesOneTransaction(data)) onConfirm(data.reason?.trim() || undefined);
        }}
      >
        <div className="form__actions">
          <button
            type="submit"
            className="button tx-button--danger"
            disabled={mutation.isPending}
            aria-busy={mutation.isPending}
          >
            {mutation.isPending ? text.cancel.confirming : text.cancel.confirm}
          </button>
          <button type="button" className="button" onClick={() => dialogRef.current?.close()}>
            {text.cancel.keep}
          </button>
        </div>
      </SchemaForm>
    </ModalDialog>
  );
}

/**
 * Cancellation: offered only while the service allows it and to people with the ordering
 * permission (others see why not), and not once the service has said it does not offer it. The
 * reply shows at once; the page then watches the backoffice turn the request into state
 * `cancelled`. A reply that could not be read closes the dialog and says the request was sent: the
 * transaction is read again, and shows whether the cancellation was recorded.
 */
export function CancelPanel({ transaction }: { transaction: Transaction }) {
  const text = useTransactionMessages();
  const { locale } = useLocale();
  const session = useSession();
  const mayCancel = hasPermission(session, ORDERING_PERMISSION);
  const reasonId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const [dialogKey, setDialogKey] = useState(0);
  const [justRequested, setJustRequested] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [unreadAnswer, setUnreadAnswer] = useState<ReplyShapeError | null>(null);
  const unreadRef = useRef<HTMLDivElement>(null);
  const mutation = useCancelTransaction();
  const sending = useRef(false);
  useNotOffered(); // drawn again once the service is found not to offer cancelling
  const notOffered = knownNotOffered('broadband/v1', 'cancel_transaction');

  const requested = transaction.cancel_requested === true;
  const cancelled = transaction.state === 'cancelled';
  const watching = awaitsBackoffice(transaction);

  useEffect(() => {
    if (justRequested) statusRef.current?.focus();
  }, [justRequested]);

  useEffect(() => {
    if (unreadAnswer) unreadRef.current?.focus();
  }, [unreadAnswer]);

  /** One request per confirmation, however often the button is pressed while it is under way. */
  const confirm = (reason: string | undefined) => {
    if (sending.current) return;
    sending.current = true;
    mutation.mutate(
      { uuid: transaction.uuid, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          dialogRef.current?.close();
          setJustRequested(true);
          emitToHost({ type: 'transaction-cancelled', uuid: transaction.uuid });
        },
        onError: (error) => {
          if (!(error instanceof ReplyShapeError)) return;
          dialogRef.current?.close();
          setUnreadAnswer(error);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const open = () => {
    mutation.reset();
    setUnreadAnswer(null);
    setDialogKey((key) => key + 1);
    // the dialog is rendered again with a fresh form before it is shown
    setDialogOpen(true);
  };

  return (
    <>
      <div ref={statusRef} tabIndex={-1} className="tx-cancel__status" role="status">
        {requested ? (
          <div className={cancelled ? 'notice notice--info' : 'notice tx-notice--pending'}>
            <p>
              <strong>{cancelled ? text.states.cancelled : text.cancel.requested}</strong>
            </p>
            <p>
              {text.cancel.requestedBody(
                transaction.cancelled_by ?? text.empty,
                transaction.cancel_date ? formatDay(transaction.cancel_date, locale) : EMPTY,
              )}
            </p>
            {transaction.cancel_reason ? (
              <p>{text.cancel.reasonGiven(sayServiceSentence(transaction.cancel_reason, locale))}</p>
            ) : null}
            {watching ? <p>{text.cancel.waiting}</p> : null}
            {cancelled && justRequested ? <p>{text.cancel.done}</p> : null}
          </div>
        ) : null}
      </div>
      {unreadAnswer ? (
        <div ref={unreadRef} tabIndex={-1} className="tx-cancel__unread">
          <ErrorNotice error={unreadAnswer} title={text.cancel.sentAnswerUnread} />
        </div>
      ) : null}
      {notOffered ? (
        <ErrorNotice error={notOffered} />
      ) : transaction.cancel_possible ? (
        <div className="tx-cancel__action">
          <button
            type="button"
            className="button tx-button--danger"
            disabled={!mayCancel}
            aria-describedby={mayCancel ? undefined : reasonId}
            onClick={open}
          >
            {text.cancel.button}
          </button>
          {mayCancel ? null : (
            <p id={reasonId} className="tx-cancel__reason">
              {text.cancel.noPermission}
            </p>
          )}
        </div>
      ) : requested ? null : (
        <p>{text.cancel.notPossible}</p>
      )}
      {mayCancel && (dialogOpen || (!notOffered && (transaction.cancel_possible || requested))) ? (
        <CancelDialog
          key={dialogKey}
          transaction={transaction}
          dialogRef={dialogRef}
          open={dialogOpen}
          mutation={mutation}
          onConfirm={confirm}
          onClose={() => setDialogOpen(false)}
        />
      ) : null}
      <dl className="tx-fields">
        <div>
          <dt>{text.detail.fields.cancel_possible}</dt>
          <dd>
            <BooleanValue value={transaction.cancel_possible} />
          </dd>
        </div>
        <div>
          <dt>{text.detail.fields.cancel_requested}</dt>
          <dd>
            <BooleanValue value={transaction.cancel_requested} />
          </dd>
        </div>
        <div>
          <dt>{text.detail.fields.cancelled_by}</dt>
          <dd>
            <TextValue value={transaction.cancelled_by} />
          </dd>
        </div>
        <div>
          <dt>{text.detail.fields.cancel_date}</dt>
          <dd>
            <DateValue value={transaction.cancel_date} />
          </dd>
        </div>
        <div>
          <dt>{text.detail.fields.cancel_reason}</dt>
          <dd>
            {transaction.cancel_reason ? (
              <ServiceText text={transaction.cancel_reason} />
            ) : (
              <TextValue value={null} />
            )}
          </dd>
        </div>
      </dl>
    </>
  );
}
