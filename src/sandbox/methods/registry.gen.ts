// Generated from schemas/catalogue.json by `npm run generate`. Do not edit: add the method to the catalogue
// and its handler to src/sandbox/methods/<class>/<method-with-dashes>.ts, exported under the method's name
// in camelCase.
import type { MethodHandler } from '../rpc/context.ts';
import { listProviders as broadbandBasicListProviders } from './broadband/basic/list-providers.ts';
import { zipcode as broadbandBasicZipcode } from './broadband/basic/zipcode.ts';
import { cancelTransaction } from './broadband/cancel-transaction.ts';
import { carriercheck } from './broadband/carriercheck.ts';
import { getTransaction } from './broadband/get-transaction.ts';
import { listCarriers } from './broadband/list-carriers.ts';
import { listProviders as broadbandListProviders } from './broadband/list-providers.ts';
import { listTransactions } from './broadband/list-transactions.ts';
import { zipcode as broadbandZipcode } from './broadband/zipcode.ts';
import { createForwarder } from './mail/create-forwarder.ts';
import { createMailbox } from './mail/create-mailbox.ts';
import { deleteForwarder } from './mail/delete-forwarder.ts';
import { deleteMailbox } from './mail/delete-mailbox.ts';
import { listClients } from './mail/list-clients.ts';
import { listForwarders } from './mail/list-forwarders.ts';
import { listMailboxes } from './mail/list-mailboxes.ts';
import { updateForwarder } from './mail/update-forwarder.ts';
import { updateMailbox } from './mail/update-mailbox.ts';
import { getAddress } from './postcodes/get-address.ts';
import { getHousenrext } from './postcodes/get-housenrext.ts';
import { getHousenrs } from './postcodes/get-housenrs.ts';
import { getProfile } from './user/get-profile.ts';
import { setProfile } from './user/set-profile.ts';

/** Every method of the catalogue by class and name, with its handler. */
export const handlersByClass: Readonly<
  Record<string, Readonly<Record<string, MethodHandler<never, unknown>>>>
> = {
  'broadband/basic/v1': { list_providers: broadbandBasicListProviders, zipcode: broadbandBasicZipcode },
  'broadband/v1': {
    list_providers: broadbandListProviders,
    zipcode: broadbandZipcode,
    carriercheck,
    list_carriers: listCarriers,
    list_transactions: listTransactions,
    get_transaction: getTransaction,
    cancel_transaction: cancelTransaction,
  },
  'postcodes/v1': { get_housenrs: getHousenrs, get_housenrext: getHousenrext, get_address: getAddress },
  'user/v1': { get_profile: getProfile, set_profile: setProfile },
  'mail/v1': {
    list_clients: listClients,
    list_mailboxes: listMailboxes,
    create_mailbox: createMailbox,
    update_mailbox: updateMailbox,
    delete_mailbox: deleteMailbox,
    list_forwarders: listForwarders,
    create_forwarder: createForwarder,
    update_forwarder: updateForwarder,
    delete_forwarder: deleteForwarder,
  },
};
