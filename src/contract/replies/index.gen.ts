// Generated from schemas/ by `npm run generate`. Do not edit.
import type { ReplyValidate } from '../reply-reading.ts';

export type ReplyValidatorModule = { validate: ReplyValidate };

/** The reply validator of every method, by class URL and method name, loaded when first needed. */
export const replyValidators: Readonly<Record<string, Readonly<Record<string, () => Promise<ReplyValidatorModule>>>>> = {
  'broadband/basic/v1': {
    list_providers: () => import('./broadband-basic/list_providers.gen.js'),
    zipcode: () => import('./broadband-basic/zipcode.gen.js'),
  },
  'broadband/v1': {
    list_providers: () => import('./broadband-basic/list_providers.gen.js'),
    zipcode: () => import('./broadband/zipcode.gen.js'),
    carriercheck: () => import('./broadband/carriercheck.gen.js'),
    list_carriers: () => import('./broadband/list_carriers.gen.js'),
    list_transactions: () => import('./broadband/list_transactions.gen.js'),
    get_transaction: () => import('./broadband/get_transaction.gen.js'),
    cancel_transaction: () => import('./broadband/get_transaction.gen.js'),
  },
  'postcodes/v1': {
    get_housenrs: () => import('./postcodes/get_housenrs.gen.js'),
    get_housenrext: () => import('./postcodes/get_housenrext.gen.js'),
    get_address: () => import('./postcodes/get_address.gen.js'),
  },
  'user/v1': {
    get_profile: () => import('./user/get_profile.gen.js'),
    set_profile: () => import('./user/set_profile.gen.js'),
  },
  'mail/v1': {
    list_clients: () => import('./mail/list_clients.gen.js'),
    list_mailboxes: () => import('./mail/list_mailboxes.gen.js'),
    create_mailbox: () => import('./mail/create_mailbox.gen.js'),
    update_mailbox: () => import('./mail/create_mailbox.gen.js'),
    delete_mailbox: () => import('./mail/delete_mailbox.gen.js'),
    list_forwarders: () => import('./mail/list_forwarders.gen.js'),
    create_forwarder: () => import('./mail/create_forwarder.gen.js'),
    update_forwarder: () => import('./mail/create_forwarder.gen.js'),
    delete_forwarder: () => import('./mail/delete_mailbox.gen.js'),
  },
};
