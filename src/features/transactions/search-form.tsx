import type { UiSchema, WidgetProps } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import type { TransactionFilter } from '../../api/broadband/list-transactions.ts';
import { schema, validators } from '../../contract/forms/broadband/list_transactions.gen.js';
import { SchemaForm } from '../../forms/lazy-schema-form.tsx';
import { NotShownField } from '../../forms/not-shown-field.tsx';
import { TEXT_LIMITS } from '../../api/broadband/transaction-filter-params.ts';
import { useTransactionMessages } from './messages.ts';

interface SearchFormData {
  filter?: TransactionFilter;
  /** Not shown: the table's headings and the pagination bar set these; kept valid for the validator. */
  pagination?: { page: number; per_page: number };
}

/**
 * A yes/no filter offered as a choice with a third, empty option ("any"): RJSF's boolean field
 * hands the widget its placeholder among the options, not as the select's own.
 */
function AnyYesNoWidget(props: WidgetProps) {
  const Select = props.registry.widgets.SelectWidget!;
  return <Select {...props} placeholder={String(props.options.placeholder ?? '')} />;
}

/** The search form, generated from `list_transactions_request_v1.json`: its `filter` member. */
export function SearchForm({
  filter,
  onSearch,
  onReset,
}: {
  filter: TransactionFilter;
  onSearch: (filter: TransactionFilter) => void;
  onReset: () => void;
}) {
  const text = useTransactionMessages();
  const [formData, setFormData] = useState<SearchFormData>(() => ({
    filter,
    pagination: { page: 1, per_page: 25 },
  }));
  const [submitted, setSubmitted] = useState(false);

  const uiSchema = useMemo<UiSchema<SearchFormData>>(
    () => ({
      'ui:order': ['filter', '*'],
      filter: {
        'ui:title': text.search.legend,
        'ui:order': [
          'text',
          'nid',
          'uuid',
          'state',
          'action',
          'open',
          'slipped',
          'cancel_requested',
          'expected_completion_from',
          'expected_completion_to',
        ],
        text: {
          'ui:title': text.search.text,
          'ui:help': text.search.textHelp,
          'ui:autocomplete': 'off',
          'ui:errorMessages': { maxLength: text.search.tooLong(TEXT_LIMITS.text) },
        },
        nid: {
          'ui:title': text.search.nid,
          'ui:help': text.search.nidHelp,
          'ui:autocomplete': 'off',
          'ui:errorMessages': { maxLength: text.search.tooLong(TEXT_LIMITS.nid) },
        },
        uuid: {
          'ui:title': text.search.uuid,
          'ui:help': text.search.uuidHelp,
          'ui:autocomplete': 'off',
          'ui:errorMessages': { maxLength: text.search.tooLong(TEXT_LIMITS.uuid) },
        },
        state: {
          'ui:title': text.search.state,
          'ui:placeholder': text.search.anyState,
          'ui:enumNames': text.states,
        },
        action: {
          'ui:title': text.search.action,
          'ui:placeholder': text.search.anyAction,
          'ui:enumNames': text.actions,
        },
        open: {
          'ui:title': text.search.open,
          'ui:widget': AnyYesNoWidget,
          'ui:placeholder': text.search.openAny,
          'ui:enumNames': [text.search.openOnly, text.search.closedOnly],
        },
        slipped: {
          'ui:title': text.search.slipped,
          'ui:help': text.search.slippedHelp,
          'ui:widget': AnyYesNoWidget,
          'ui:placeholder': text.search.any,
          'ui:enumNames': [text.search.slippedOnly, text.search.notSlipped],
        },
        cancel_requested: {
          'ui:title': text.search.cancelRequested,
          'ui:widget': AnyYesNoWidget,
          'ui:placeholder': text.search.any,
          'ui:enumNames': [text.search.cancelRequestedOnly, text.search.cancelNotRequested],
        },
        expected_completion_from: {
          'ui:title': text.search.expectedFrom,
          'ui:widget': 'date',
          'ui:errorMessages': { pattern: text.search.date },
        },
        expected_completion_to: {
          'ui:title': text.search.expectedTo,
          'ui:widget': 'date',
          'ui:errorMessages': { pattern: text.search.date },
        },
      },
      count_by: { 'ui:field': NotShownField },
      sort: { 'ui:field': NotShownField },
      pagination: { 'ui:field': NotShownField },
    }),
    [text],
  );

  return (
    <div className="tx-search">
      <SchemaForm<SearchFormData>
        schema={schema}
        validators={validators}
        uiSchema={uiSchema}
        formData={formData}
        liveValidate={submitted}
        onChange={setFormData}
        onError={() => setSubmitted(true)}
        onSubmit={(data) => onSearch(data.filter ?? {})}
      >
        <div className="form__actions">
          <button type="submit" className="button button--primary">
            {text.search.submit}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setFormData({ filter: {}, pagination: { page: 1, per_page: 25 } });
              setSubmitted(false);
              onReset();
            }}
          >
            {text.search.reset}
          </button>
        </div>
      </SchemaForm>
    </div>
  );
}
