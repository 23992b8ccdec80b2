import { useEffect, useId, useRef } from 'react';
import type { CarrierListingProduct } from '../../contract/types.gen.ts';
import { COLUMNS } from './columns.ts';
import { columnLabel, useProductMessages } from './messages.ts';

/**
 * Every attribute of one product in a side panel: a modal <dialog>, so focus moves in and stays,
 * Escape closes it, and focus goes back to the row that opened it.
 */
export function ProductDetail({
  product,
  returnFocusTo,
  onClose,
}: {
  product: CarrierListingProduct | null;
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
}) {
  const texts = useProductMessages();
  const headingId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (product && !dialog.open) dialog.showModal();
    if (!product && dialog.open) dialog.close();
  }, [product]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const closed = () => {
      onClose();
      if (returnFocusTo?.isConnected) returnFocusTo.focus({ preventScroll: true });
    };
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, [onClose, returnFocusTo]);

  const record = (product ?? {}) as Record<string, unknown>;
  const attributes = [...new Set([...COLUMNS.map((column) => column.id), ...Object.keys(record)])].filter(
    (id) => id in record,
  );
  const show = (value: unknown) =>
    value === null || value === undefined
      ? null
      : typeof value === 'boolean'
        ? value
          ? texts.yes
          : texts.no
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);

  return (
    <dialog ref={dialogRef} className="side-panel" aria-labelledby={headingId}>
      {product ? (
        <>
          <div className="side-panel__header">
            <h2 id={headingId} className="side-panel__title">
              {texts.detail.title(String(product.product_id))}
              <span className="side-panel__subtitle">{product.name}</span>
            </h2>
            <button type="button" className="button button--small" onClick={() => dialogRef.current?.close()}>
              {texts.detail.close}
            </button>
          </div>
          <dl className="side-panel__attributes">
            {attributes.map((id) => {
              const value = show(record[id]);
              return (
                <div key={id} className="side-panel__attribute">
                  <dt>
                    {columnLabel(texts, id)} <code>{id}</code>
                  </dt>
                  <dd>{value ?? <span className="cell-empty">{texts.detail.empty}</span>}</dd>
                </div>
              );
            })}
          </dl>
        </>
      ) : null}
    </dialog>
  );
}
