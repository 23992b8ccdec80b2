import type { CarrierListingProduct } from '../../contract/types.gen.ts';
import { formatSpeed } from '../../i18n/format-speed.ts';
import { intlLocale, numberFormat } from '../../i18n/intl-formats.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { OtherFields } from '../../ui/other-fields.tsx';
import { COLUMNS, columnLabel } from './columns.ts';
import { useProductMessages } from './messages.ts';

const speeds = new Set(COLUMNS.filter((column) => column.speed).map((column) => column.id));
const ATTRIBUTES = COLUMNS.map((column) => column.id);

/**
 * Every attribute of one product in a side panel: a modal <dialog>, so focus moves in and stays,
 * Escape closes it, and focus goes back to the row that opened it. Members the contract does not
 * name follow under "other fields", as the service sent them.
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
  const { locale } = useLocale();
  const record = (product ?? {}) as Record<string, unknown>;
  const show = (id: string, value: unknown) =>
    value === null || value === undefined
      ? null
      : speeds.has(id) && typeof value === 'number'
        ? texts.detail.speed(formatSpeed(value, locale), numberFormat(intlLocale(locale)).format(value))
        : typeof value === 'boolean'
          ? value
            ? texts.yes
            : texts.no
          : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value);

  return (
    <ModalDialog
      open={product !== null}
      className="side-panel"
      title={
        product ? (
          <>
            {texts.detail.title(String(product.product_id))}
            <span className="side-panel__subtitle">{product.name}</span>
          </>
        ) : null
      }
      closeLabel={texts.detail.close}
      returnFocus={returnFocusTo}
      onClose={onClose}
    >
      {product ? (
        <>
          <dl className="side-panel__attributes">
            {ATTRIBUTES.map((id) => {
              const value = show(id, record[id]);
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
          <OtherFields of={product} />
        </>
      ) : null}
    </ModalDialog>
  );
}
