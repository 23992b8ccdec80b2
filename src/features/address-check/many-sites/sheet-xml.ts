/**
 * A worksheet's XML before read-excel-file reads it. That reader makes every row as wide as the
 * widest cell with a value and adds every row up to the highest row number, so a few cells with
 * far-away addresses (`XFD1048576`, or a number no sheet can have) would make it fill the memory.
 * Here the cells after MAX_COLUMNS go (their widest column with a value is reported), and an
 * address beyond what Excel allows (1,048,576 rows, 16,384 columns) refuses the sheet.
 */

const EXCEL_ROWS = 1_048_576;
const EXCEL_COLUMNS = 16_384;

/**
 * An attribute list, its quoted values skipped whole (a `>` may stand in one, a `<` may not: so no
 * match runs on past the next tag, and a broken one costs no more than its own length).
 */
const ATTRIBUTES = `((?:[^<>"']|"[^<"]*"|'[^<']*')*?)`;
const PREFIX = '(?:[\\w.-]+:)?';
/** A cell, empty (`<c …/>`) or with its content up to its `</c>` (cells do not nest). */
const CELL = new RegExp(
  `<(${PREFIX})c\\b${ATTRIBUTES}(?:\\/>|>([^<]*(?:<(?!\\/?${PREFIX}c\\b)[^<]*)*)<\\/\\1c>)`,
  'g',
);
const ROW = new RegExp(`<${PREFIX}row\\b${ATTRIBUTES}\\/?>`, 'g');
const REFERENCE = /\br\s*=\s*(?:"([^"]*)"|'([^']*)')/;
const CELL_ADDRESS = /^([A-Z]{1,3})([1-9][0-9]{0,6})$/;
const ROW_NUMBER = /^[1-9][0-9]{0,6}$/;

export type CappedSheet = { ok: true; xml: string; widestColumn: number } | { ok: false };

const referenceIn = (attributes: string): string | undefined => {
  const match = REFERENCE.exec(attributes);
  return match ? (match[1] ?? match[2]) : undefined;
};

function columnNumber(letters: string): number {
  let column = 0;
  for (const letter of letters) column = column * 26 + letter.charCodeAt(0) - 64;
  return column;
}

/** The sheet with its cells after `maxColumns` left out, or not ok when an address is out of bounds. */
export function capSheetXml(xml: string, maxColumns: number): CappedSheet {
  let rows = 0;
  for (const match of xml.matchAll(ROW)) {
    rows++;
    const number = referenceIn(match[1] ?? '');
    if (rows > EXCEL_ROWS) return { ok: false };
    if (number !== undefined && !(ROW_NUMBER.test(number) && Number(number) <= EXCEL_ROWS)) {
      return { ok: false };
    }
  }
  let widestColumn = 0;
  let outOfBounds = false;
  const capped = xml.replace(CELL, (cell, _prefix: string, attributes: string, content?: string) => {
    const reference = referenceIn(attributes);
    // without an address read-excel-file refuses the cell itself
    if (reference === undefined) return cell;
    const address = CELL_ADDRESS.exec(reference);
    const column = address ? columnNumber(address[1]!) : Infinity;
    if (!address || column > EXCEL_COLUMNS || Number(address[2]) > EXCEL_ROWS) {
      outOfBounds = true;
      return cell;
    }
    if (column <= maxColumns) return cell;
    if (content !== undefined && content.replace(/<[^>]*>/g, '').trim() !== '') {
      widestColumn = Math.max(widestColumn, column);
    }
    return '';
  });
  return outOfBounds ? { ok: false } : { ok: true, xml: capped, widestColumn };
}

/**
 * The path of the workbook's first sheet, the one read (as read-excel-file finds it: the first
 * `<sheet>` of xl/workbook.xml, by its relation in xl/_rels/workbook.xml.rels); null if not found.
 */
export function firstSheetPath(workbook: string, relations: string): string | null {
  const sheet = new RegExp(`<${PREFIX}sheet\\b${ATTRIBUTES}\\/?>`).exec(workbook);
  const id = sheet && /(?:^|\s)[\w.-]+:id\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(sheet[1] ?? '');
  const relationId = id ? (id[1] ?? id[2]) : undefined;
  if (!relationId) return null;
  for (const match of relations.matchAll(new RegExp(`<${PREFIX}Relationship\\b${ATTRIBUTES}\\/?>`, 'g'))) {
    const attributes = match[1] ?? '';
    const attribute = (name: string) => {
      const found = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attributes);
      return found ? (found[1] ?? found[2]) : undefined;
    };
    if (attribute('Id') !== relationId) continue;
    const target = attribute('Target');
    if (!target) return null;
    return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  }
  return null;
}
