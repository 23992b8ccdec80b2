import { demoTransactions } from '../src/sandbox/store/seed/transactions.ts';

/**
 * Every signed-in page as a person opens it by its address (a bookmark, a link in an e-mail, F5),
 * with the heading it shows in each language.
 */
export const SIGNED_IN_PAGES: readonly { path: string; title: { nl: string; en: string } }[] = [
  { path: '/', title: { nl: 'Overzicht', en: 'Overview' } },
  { path: '/address-check?zipcode=1012AB&housenr=1', title: { nl: 'Adrescheck', en: 'Address check' } },
  { path: '/address-check/many', title: { nl: 'Meerdere adressen', en: 'Many addresses' } },
  { path: '/products', title: { nl: 'Carrierproducten', en: 'Carrier products' } },
  { path: '/transactions', title: { nl: 'Transacties', en: 'Transactions' } },
  {
    path: `/transactions/${demoTransactions.notCancellable.uuid}`,
    title: {
      nl: `Transactie ${demoTransactions.notCancellable.nid}`,
      en: `Transaction ${demoTransactions.notCancellable.nid}`,
    },
  },
  { path: '/profile', title: { nl: 'Profiel en beveiliging', en: 'Profile and security' } },
  { path: '/mail', title: { nl: 'Mail', en: 'Mail' } },
  { path: '/console', title: { nl: 'API-console', en: 'API console' } },
];
