/** The many-sites check's texts in English: the same shape as the Dutch ones. */
import { sayServiceSentence, technologyName } from '../../../contract/service-sentences.ts';
import { formatDay } from '../../../ui/dates.ts';
import type { ManySitesMessages } from './messages-nl.ts';

const en: ManySitesMessages = {
  title: 'Many addresses',
  intro:
    'Check a whole list of sites at once: paste rows from a spreadsheet or choose a CSV or Excel file with postcode, house number, extension and, if you like, your own reference. Up to 1,000 addresses per list.',
  oneAddress: 'Check one address',
  manyAddresses: 'Check many addresses at once',
  pasteLabel: 'Rows from a spreadsheet',
  pasteHelp: 'Copy the rows in Excel (with the heading row) and paste them here.',
  readPasted: 'Read pasted rows',
  fileLabel: 'Or choose a file',
  fileHelp: 'CSV (with ; or ,) or Excel (.xlsx), 5 MB at most. You can also drop the file onto this box.',
  dropHere: 'Drop the file here',
  reading: 'Reading…',
  sheetProblems: {
    'not-a-spreadsheet':
      'This file is not a spreadsheet the portal can read. Save it as CSV or as an Excel workbook (.xlsx) and try again.',
    empty: 'It contains no addresses. Put one address per row, with a heading row above.',
    'too-large': (size, limit) =>
      `The file is ${size}; the portal reads files up to ${limit}. Split the list into smaller parts.`,
    'too-many-rows': (rows, limit) =>
      `The list has ${rows} rows; at most ${limit} addresses can be checked at a time. Split the list into parts of ${limit}.`,
    'pasted-too-long': (chars, limit) =>
      `The pasted text is ${chars} characters long; the portal reads at most ${limit}. Paste the list in parts, or choose the file instead.`,
    'workbook-too-large': (limit) =>
      `Unpacked, this workbook grows beyond ${limit}, or it is packed more tightly than a spreadsheet can be. Copy only the rows with the addresses into a new workbook or save them as CSV, and try again.`,
    'timed-out': (seconds) =>
      `Reading took longer than ${seconds} seconds and was stopped. Save only the columns with the addresses as CSV and try again.`,
    'reading-failed':
      'The browser could not finish reading. Save only the columns with the addresses as CSV, close other tabs if need be, and try again.',
  },
  columnsLeftOut: (limit, widest) =>
    `Columns after column ${limit} were left out (the list runs on to column ${widest}). If the postcode or house number is further to the right, move that column to the front and read the list again.`,
  cellsCut: (count, one, limit, line) =>
    `${
      one
        ? `1 cell was longer than ${limit} characters and was cut off after ${limit} (line ${line}).`
        : `${count} cells were longer than ${limit} characters and were cut off after ${limit} (the first on line ${line}).`
    } No postcode, house number or reference is that long: check that the right columns are chosen.`,
  nothingSent: 'Nothing has been sent.',
  serviceFailed: 'The list was read, but the service could not be reached. Please try again shortly.',
  notKept:
    'Your browser is not keeping this list (its storage is full or switched off). Keep this tab open until the check is done, and download the results.',
  runningElsewhere:
    'This list is already being checked in another tab of this browser. Look there, or stop the check there first.',
  mappingTitle: 'Which column is which?',
  mappingIntro: 'Not all column headings were recognised. For each item, choose the column it is in.',
  roles: {
    zipcode: 'Postcode',
    housenr: 'House number',
    housenrext: 'Extension',
    reference: 'Reference',
  },
  noColumn: '(none)',
  column: (index, heading) => (heading ? `Column ${index}: ${heading}` : `Column ${index}`),
  firstRowIsHeading: 'The first row is a heading row',
  mappingRequired: 'Choose the column with the postcode and the one with the house number.',
  useColumns: 'Use these columns',
  readyCount: (count, one) => (one ? '1 address ready to check' : `${count} addresses ready to check`),
  readyNone: 'No row is a valid address. Correct the list and read it again.',
  rejectedTitle: (count, one) => (one ? '1 row will be skipped' : `${count} rows will be skipped`),
  rejectedIntro: 'These rows will not be checked. Correct them in your file if you do want them checked.',
  line: 'Line',
  content: 'Content',
  reason: 'Reason',
  problems: {
    missingZipcode: 'The postcode is missing.',
    missingHousenr: 'The house number is missing.',
    zipcode: (value) => `“${value}” is not a postcode (four digits, not starting with 0, and two letters).`,
    housenr: (value) => `“${value}” is not a house number (1 to 99999).`,
    housenrext: (value) => `“${value}” is not an extension (at most 6 letters, digits or hyphens).`,
    formula: (value) => `Contains a formula (“${value}”); formulas are not read.`,
    duplicate: (line) => `The same address as line ${line}.`,
  },
  start: (count, one) => (one ? 'Check 1 address' : `Check ${count} addresses`),
  otherList: 'Choose another list',
  progressTitle: 'Progress',
  progressLabel: 'Checked',
  counts: (done, failed, remaining) => `${done} checked · ${failed} failed · ${remaining} to go`,
  estimate: (time) => `About ${time} left`,
  seconds: (count) => (count === 1 ? '1 second' : `${count} seconds`),
  minutes: (count) => (count === 1 ? '1 minute' : `${count} minutes`),
  waiting: 'The service asks us to wait a moment; the check then carries on more slowly by itself.',
  status: {
    idle: 'Not started yet.',
    running: 'Checking…',
    pausing: 'Pausing after the addresses being checked now…',
    paused: 'Paused.',
    'signed-out': 'Your session has expired. Sign in again to carry on; what is done is kept.',
    done: 'Done: all addresses have been checked.',
    cancelled: 'Stopped. The addresses that had not been checked yet are left over.',
    'not-offered':
      'Stopped: the service does not offer the address check. What has been checked is kept; the other addresses are left over.',
  },
  announce: (done, total) => `${done} of ${total} addresses checked.`,
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Stop',
  continueRest: (count, one) => (one ? 'Check the last address' : `Check the remaining ${count} addresses`),
  interrupted: (source, done, total) =>
    `Your list${source ? ` “${source}”` : ''} is not finished yet: ${done} of ${total} addresses checked.`,
  continueRun: 'Continue checking',
  discard: 'Discard list',
  summaryTitle: 'Summary',
  summary: {
    fibre: 'Fiber',
    copper: 'Copper only',
    other: 'Other',
    none: 'Not available',
    failed: 'Failed',
    unchecked: 'Not checked',
  },
  resultsTitle: 'Results per site',
  show: 'Show',
  showAll: 'All sites',
  showOptions: {
    fibre: 'With fibre',
    copper: 'Copper only',
    other: 'Other (carrier unknown)',
    none: 'Not available',
    failed: 'Failed',
    unchecked: 'Not checked',
  },
  search: 'Search by reference or address',
  shown: (shown, total) => `${shown} of ${total} sites`,
  headings: {
    line: 'Line',
    reference: 'Reference',
    address: 'Address',
    connection: 'Connection',
    download: 'Fastest download',
    providers: 'Per supplier',
    notes: 'Disruptions and works',
  },
  connection: {
    fibre: 'Fiber',
    copper: 'Copper only',
    other: 'Other',
    none: 'Not available',
  },
  replyUnread: 'Reply could not be read',
  details: 'Details',
  providersUnread:
    'The service’s list of suppliers could not be read. Each address is checked with every supplier at once; the columns follow the suppliers the answers name.',
  outcome: {
    'unknown-address': 'Unknown address',
    'not-served': 'Not available',
    failed: 'Failed',
    unchecked: 'Not checked',
  },
  openSite: (address) => `Open ${address} in the address check`,
  noRows: 'No sites match this filter.',
  noResultsYet: 'No results yet.',
  exportCsv: 'Download CSV',
  exportXlsx: 'Download Excel (.xlsx)',
  print: 'Print report',
  reportTitle: 'Availability per site',
  reportSource: (source, count, date) =>
    `${count} sites${source ? ` from “${source}”` : ''}, checked on ${date}.`,
  fileBase: 'address-check',
  sheetName: 'Sites',
  exportTexts: {
    line: 'Line',
    reference: 'Reference',
    zipcode: 'Postcode',
    housenr: 'House number',
    housenrext: 'Extension',
    address: 'Address according to the service',
    served: 'Available',
    yes: 'yes',
    no: 'no',
    connection: 'Connection',
    connections: {
      fibre: 'Fiber',
      copper: 'Copper only',
      other: 'Other',
      none: 'None',
      failed: 'Failed',
      unchecked: 'Not checked',
    },
    unknown: 'unknown',
    replyUnread: 'Reply could not be read',
    status: 'Status',
    statuses: {
      checked: 'Checked',
      'unknown-address': 'Unknown address',
      'not-served': 'Not available',
      failed: 'Failed',
      unchecked: 'Not checked',
    },
    download: (provider) => `${provider} download (Mb/s)`,
    upload: (provider) => `${provider} upload (Mb/s)`,
    technologies: (provider) => `${provider} technologies`,
    disruption: (provider) => `${provider} disruption`,
    construction: 'Works',
    technology: (name) => technologyName(name, 'en'),
    sentence: (text) => sayServiceSentence(text, 'en'),
    day: (date) => formatDay(date, 'en', 'long'),
    message: 'Notice',
  },
};

export default en;
