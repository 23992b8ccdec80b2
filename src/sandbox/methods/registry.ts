import type { MethodRegistry } from '../rpc/context.ts';
import type { MethodHandler } from '../rpc/context.ts';
import { listProviders as basicListProviders } from './broadband/basic/list-providers.ts';
import { zipcode as basicZipcode } from './broadband/basic/zipcode.ts';
import { cancelTransaction } from './broadband/cancel-transaction.ts';
import { carriercheck } from './broadband/carriercheck.ts';
import { getTransaction } from './broadband/get-transaction.ts';
import { listCarriers } from './broadband/list-carriers.ts';
import { listProviders } from './broadband/list-providers.ts';
import { listTransactions } from './broadband/list-transactions.ts';
import { zipcode } from './broadband/zipcode.ts';
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

type AnyHandler = MethodHandler<never, unknown>;

const byClass: Record<string, Record<string, AnyHandler>> = {
  'broadband/basic/v1': { zipcode: basicZipcode, list_providers: basicListProviders },
  'broadband/v1': {
    zipcode,
    list_providers: listProviders,
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

/** Every method's implementation by class and name; the catalogue must name exactly these. */
export const methodRegistry: MethodRegistry = new Map(
  Object.entries(byClass).map(([className, methods]) => [className, new Map(Object.entries(methods))]),
);
