/** Rows of the `transactions` table and what their search text is made of. */
import type { Transaction, TransactionDocument } from '../../../contract/types.gen.ts';

/** A `transactions` row: the indexed columns copy fields of `data`. */
export type TransactionRow = Readonly<
  Pick<
    Transaction,
    | 'uuid'
    | 'nid'
    | 'customer_account_id'
    | 'action'
    | 'state'
    | 'created_at'
    | 'last_updated'
    | 'expected_completion_date'
  > & {
    search_text: string;
    cancel_due_at: string | null;
    data: Transaction;
  }
>;

/** The document a summary describes: the situation after the transaction, else the one before. */
export function primaryDocument(transaction: Transaction): TransactionDocument | null {
  return transaction.document_after_transaction ?? transaction.document_before_transaction;
}

/**
 * `transactions.search_text`: lower-case nid, uuid, zipcode, street, city, supplier and carrier
 * product name (of the primary document), separated by spaces.
 */
export function buildSearchText(transaction: Transaction): string {
  const document = primaryDocument(transaction);
  return [
    transaction.nid,
    transaction.uuid,
    document?.address.zipcode,
    document?.address.street,
    document?.address.city,
    document?.supplier,
    document?.carrier.product.name,
  ]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ')
    .toLowerCase();
}
