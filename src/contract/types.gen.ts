// Generated from schemas/ by `npm run generate`. Do not edit: change the schemas and regenerate.
/* eslint-disable */

/**
 * Identifier of an access network provider.
 */
export type Provider = 'KPNWBA' | 'KPNWEAS' | 'EUROFIBER' | 'TELE2' | 'ZIGGO';
/**
 * House number.
 */
export type Housenr = number;
/**
 * House number extension (letters, digits, hyphen; up to 6 characters); "" means none.
 */
export type Housenrext = string;
/**
 * Calendar date, YYYY-MM-DD.
 */
export type Date = string;
/**
 * Dutch postcode: four digits (no leading zero) and two letters, upper case, no space, e.g. 1234AB.
 */
export type Zipcode = string;
/**
 * The transaction after the cancellation request.
 */
export type BroadbandCancelTransactionReply = Transaction;
/**
 * Network identification of a carrier or circuit: postcode, five-digit house number and a four-character suffix.
 */
export type Nid = string;
/**
 * Point in time in UTC, YYYY-MM-DDThh:mm:ssZ.
 */
export type Datetime = string;
/**
 * Requests cancellation of a transaction, identified by exactly one of nid or uuid. The reply is the transaction with cancel_requested true, cancelled_by = the user name, cancel_date = today and cancel_reason = the given reason (default "Cancelled by customer"); state (e.g. new) and open (true) are unchanged. The backoffice later sets state cancelled, open false and closed_at. Repeating the call returns the same transaction unchanged. Errors: 012 when cancel_possible is false; 008 when no such transaction exists for the caller (also for nid null). "reason" is sandbox design. When several transactions share a nid, the most recently created one is used. Permission #broadband-ordering-d.
 */
export type BroadbandCancelTransactionRequest = (
  | {
      nid: unknown;
    }
  | {
      uuid: unknown;
    }
) & {
  /**
   * Network identification of the transaction (alternative to uuid).
   */
  nid?: Nid | null;
  /**
   * UUID of the transaction, lower case (alternative to nid).
   */
  uuid?: string;
  /**
   * Reason for the cancellation; default "Cancelled by customer".
   */
  reason?: string;
};
/**
 * The transaction.
 */
export type BroadbandGetTransactionReply = Transaction;
/**
 * Reads one transaction, identified by exactly one of nid or uuid (sandbox design). When several transactions share a nid, the most recently created one is returned. Errors: 008 when no such transaction exists for the caller (also for nid null). Permission #broadband-r.
 */
export type BroadbandGetTransactionRequest = (
  | {
      nid: unknown;
    }
  | {
      uuid: unknown;
    }
) & {
  /**
   * Network identification of the transaction (alternative to uuid).
   */
  nid?: Nid | null;
  /**
   * UUID of the transaction, lower case (alternative to nid).
   */
  uuid?: string;
};
/**
 * Name of a permission, e.g. #broadband-r.
 */
export type Permission = string;
/**
 * The created forwarder.
 */
export type MailCreateForwarderReply = Forwarder;
/**
 * The created mailbox.
 */
export type MailCreateMailboxReply = Mailbox;
/**
 * The updated forwarder.
 */
export type MailUpdateForwarderReply = Forwarder;
/**
 * The updated mailbox.
 */
export type MailUpdateMailboxReply = Mailbox;
/**
 * The caller's profile.
 */
export type UserGetProfileReply = Profile;

export interface ContractSchemas {
  'broadband/basic/list_providers_reply_v1.json'?: BroadbandBasicListProvidersReply;
  'broadband/basic/list_providers_request_v1.json'?: BroadbandBasicListProvidersRequest;
  'broadband/basic/zipcode_reply_v1.json'?: BroadbandBasicZipcodeReply;
  'broadband/basic/zipcode_request_v1.json'?: BroadbandBasicZipcodeRequest;
  'broadband/cancel_transaction_reply_v1.json'?: BroadbandCancelTransactionReply;
  'broadband/cancel_transaction_request_v1.json'?: BroadbandCancelTransactionRequest;
  'broadband/carriercheck_reply_v1.json'?: BroadbandCarriercheckReply;
  'broadband/carriercheck_request_v1.json'?: BroadbandCarriercheckRequest;
  'broadband/get_transaction_reply_v1.json'?: BroadbandGetTransactionReply;
  'broadband/get_transaction_request_v1.json'?: BroadbandGetTransactionRequest;
  'broadband/list_carriers_reply_v1.json'?: BroadbandListCarriersReply;
  'broadband/list_carriers_request_v1.json'?: BroadbandListCarriersRequest;
  'broadband/list_providers_reply_v1.json'?: BroadbandListProvidersReply;
  'broadband/list_providers_request_v1.json'?: BroadbandListProvidersRequest;
  'broadband/list_transactions_reply_v1.json'?: BroadbandListTransactionsReply;
  'broadband/list_transactions_request_v1.json'?: BroadbandListTransactionsRequest;
  'broadband/zipcode_reply_v1.json'?: BroadbandZipcodeReply;
  'broadband/zipcode_request_v1.json'?: BroadbandZipcodeRequest;
  'defs/address.json'?: Address;
  'defs/carrier-listing-product.json'?: CarrierListingProduct;
  'defs/carrier-product.json'?: CarrierProduct;
  'defs/circuit-product.json'?: CircuitProduct;
  'defs/construction-message.json'?: ConstructionMessage;
  'defs/date.json'?: Date;
  'defs/datetime.json'?: Datetime;
  'defs/error.json'?: RpcErrorObject;
  'defs/forwarder.json'?: Forwarder;
  'defs/housenr.json'?: Housenr;
  'defs/housenrext.json'?: Housenrext;
  'defs/ip-whitelist-entry.json'?: IpWhitelistEntry;
  'defs/mail-client.json'?: MailClient;
  'defs/mailbox.json'?: Mailbox;
  'defs/nid.json'?: Nid;
  'defs/pagination-reply.json'?: PaginationReply;
  'defs/pagination-request.json'?: PaginationRequest;
  'defs/permission.json'?: Permission;
  'defs/profile.json'?: Profile;
  'defs/provider.json'?: Provider;
  'defs/transaction-document.json'?: TransactionDocument;
  'defs/transaction-summary.json'?: TransactionSummary;
  'defs/transaction.json'?: Transaction;
  'defs/zipcode-address.json'?: ZipcodeAddress;
  'defs/zipcode-extended-product.json'?: ZipcodeExtendedProduct;
  'defs/zipcode-product.json'?: ZipcodeProduct;
  'defs/zipcode.json'?: Zipcode;
  'mail/create_forwarder_reply_v1.json'?: MailCreateForwarderReply;
  'mail/create_forwarder_request_v1.json'?: MailCreateForwarderRequest;
  'mail/create_mailbox_reply_v1.json'?: MailCreateMailboxReply;
  'mail/create_mailbox_request_v1.json'?: MailCreateMailboxRequest;
  'mail/delete_forwarder_reply_v1.json'?: MailDeleteForwarderReply;
  'mail/delete_forwarder_request_v1.json'?: MailDeleteForwarderRequest;
  'mail/delete_mailbox_reply_v1.json'?: MailDeleteMailboxReply;
  'mail/delete_mailbox_request_v1.json'?: MailDeleteMailboxRequest;
  'mail/list_clients_reply_v1.json'?: MailListClientsReply;
  'mail/list_clients_request_v1.json'?: MailListClientsRequest;
  'mail/list_forwarders_reply_v1.json'?: MailListForwardersReply;
  'mail/list_forwarders_request_v1.json'?: MailListForwardersRequest;
  'mail/list_mailboxes_reply_v1.json'?: MailListMailboxesReply;
  'mail/list_mailboxes_request_v1.json'?: MailListMailboxesRequest;
  'mail/update_forwarder_reply_v1.json'?: MailUpdateForwarderReply;
  'mail/update_forwarder_request_v1.json'?: MailUpdateForwarderRequest;
  'mail/update_mailbox_reply_v1.json'?: MailUpdateMailboxReply;
  'mail/update_mailbox_request_v1.json'?: MailUpdateMailboxRequest;
  'postcodes/get_address_reply_v1.json'?: PostcodesGetAddressReply;
  'postcodes/get_address_request_v1.json'?: PostcodesGetAddressRequest;
  'postcodes/get_housenrext_reply_v1.json'?: PostcodesGetHousenrextReply;
  'postcodes/get_housenrext_request_v1.json'?: PostcodesGetHousenrextRequest;
  'postcodes/get_housenrs_reply_v1.json'?: PostcodesGetHousenrsReply;
  'postcodes/get_housenrs_request_v1.json'?: PostcodesGetHousenrsRequest;
  'rpc/discover_reply_v1.json'?: RpcDiscoverReply;
  'rpc/discover_request_v1.json'?: RpcDiscoverRequest;
  'user/get_profile_reply_v1.json'?: UserGetProfileReply;
  'user/get_profile_request_v1.json'?: UserGetProfileRequest;
  'user/set_profile_reply_v1.json'?: UserSetProfileReply;
  'user/set_profile_request_v1.json'?: UserSetProfileRequest;
}
/**
 * Providers covered by the zipcode check.
 */
export interface BroadbandBasicListProvidersReply {
  /**
   * Provider ids, in fixed order.
   */
  providers: Provider[];
}
/**
 * Lists the access network providers the zipcode check covers. No parameters (omitted params, {} and [] are all accepted). Permission #broadband-basic-r.
 */
export interface BroadbandBasicListProvidersRequest {}
/**
 * Availability of the address per provider and technology.
 */
export interface BroadbandBasicZipcodeReply {
  /**
   * The checked address.
   */
  address: ZipcodeAddress;
  /**
   * Network construction announcements; present only when there are any.
   *
   * @minItems 1
   */
  construction_messages?: ConstructionMessage[];
  /**
   * Products per provider id (always an object, possibly empty). Each provider maps technology labels (KPNWBA: Fiber, FTTH/FTTO, VPLUS, VVDSL, VDSL, ADSL, BVDSL, best first; others: Fiber, Copper) to the best product of that technology; a member named "error" holds an inline provider error instead.
   */
  available: {
    /**
     * Products of one provider keyed by technology label, or an inline "error".
     */
    [k: string]: {
      /**
       * Inline provider error: code 4 (temporarily unavailable) or 10 (too complex).
       */
      error?: RpcErrorObject;
      [k: string]: ZipcodeProduct | RpcErrorObject | undefined;
    };
  };
}
/**
 * Address checked by a zipcode call.
 */
export interface ZipcodeAddress {
  /**
   * Street name.
   */
  street: string;
  /**
   * House number.
   */
  housenr: Housenr;
  /**
   * House number extension; "" when none.
   */
  housenrext: Housenrext;
  /**
   * City.
   */
  city: string;
  /**
   * Municipality.
   */
  municipality: string;
}
/**
 * Announcement of network construction at an address.
 */
export interface ConstructionMessage {
  /**
   * Technology being built, e.g. Fiber.
   */
  technology: string;
  /**
   * Network name.
   */
  network: string;
  /**
   * Message text.
   */
  message: string;
  /**
   * Estimated date of completion; null when unknown.
   */
  estimated_plandate: Date | null;
}
/**
 * JSON-RPC error object. Codes 1..12 are the service codes (shown zero-padded, 001..012); -32768..-32000 are JSON-RPC standard codes, among them -32000 for a batch entry left out because the batch's replies reached their size limit (sandbox design). Also used for inline per-provider errors in zipcode replies (then without data).
 */
export interface RpcErrorObject {
  /**
   * Error code.
   */
  code: number;
  /**
   * Human-readable error message.
   */
  message: string;
  /**
   * Additional error data.
   */
  data?: {
    /**
     * Correlation id to quote to the operator.
     */
    cid: string;
    /**
     * Schema violations (code 11): the first 20 at most.
     *
     * Items: One schema violation.
     */
    errors?: {
      /**
       * JSON pointer of the offending member.
       */
      path: string;
      /**
       * What is wrong.
       */
      message: string;
    }[];
    /**
     * Schema violations found (code 11), listed or not; 1 when the params were too large to look past the first.
     */
    error_count?: number;
    [k: string]: unknown;
  };
}
/**
 * Best product of a technology at an address.
 */
export interface ZipcodeProduct {
  /**
   * Maximum download speed in kbit/s (copper: expected).
   */
  max_download: number;
  /**
   * Maximum upload speed in kbit/s (copper: expected).
   */
  max_upload: number;
  /**
   * Kind of carrier.
   */
  carrier: 'Copper' | 'Fiber';
  /**
   * Network name.
   */
  network: string;
  /**
   * Access area; may be "".
   */
  area: string;
  /**
   * Line distance in metres; may be "" or hold two values separated by ";".
   */
  distance: string;
}
/**
 * Availability check of one address: per provider and technology the best product. Whole-call errors: 002 when the zipcode / housenr / housenrext combination is unknown (select a valid one with the postcodes functions); 003 when no requested provider services the address. Per-provider errors are returned inline under the provider, in a member named "error" ({code, message}): code 4 when that provider's backoffice is temporarily unavailable for the address, code 10 when KPN, which owns the national copper network (its access services KPNWBA and KPNWEAS), labels the address too complex. When every requested provider fails, the call itself fails with the first failing provider's code (004 or 010), since there is nothing else to show. A requested provider without products at the address is simply absent from "available". "housenr" may be sent as an integer or as a numeric string; "housenrext" "" or null both mean no extension. Permission #broadband-basic-r.
 */
export interface BroadbandBasicZipcodeRequest {
  /**
   * Postcode, upper case, no space.
   */
  zipcode: Zipcode;
  /**
   * House number, as an integer or as a numeric string.
   */
  housenr: Housenr | string;
  /**
   * House number extension; "" or null means none.
   */
  housenrext?: Housenrext | null;
  /**
   * Restricts the check.
   */
  filter?: {
    /**
     * Providers to check (default: all).
     *
     * @minItems 1
     */
    provider?: Provider[];
    /**
     * Connection point (three digits); null means any.
     */
    connectionpoint?: string | null;
    /**
     * Accepted here as well as at top level: backend timeout in seconds.
     */
    timeout?: number;
  };
  /**
   * Backend timeout in seconds.
   */
  timeout?: number;
}
/**
 * A broadband order transaction.
 */
export interface Transaction {
  /**
   * Network identification of the carrier or circuit; null when not (yet) assigned.
   */
  nid: Nid | null;
  /**
   * UUID of the transaction.
   */
  uuid: string;
  /**
   * Customer account the transaction belongs to; null when none.
   */
  customer_account_id: number | null;
  /**
   * Kind of transaction.
   */
  action: 'offer' | 'new' | 'migrate' | 'change' | 'terminate' | 'migrate_out';
  /**
   * Whether the transaction is still open.
   */
  open: boolean;
  /**
   * State of the transaction.
   */
  state: 'new' | 'processing' | 'finished' | 'cancelled';
  /**
   * Time of the last update.
   */
  last_updated: Datetime;
  /**
   * Time the transaction was closed; null while open.
   */
  closed_at: Datetime | null;
  /**
   * Time the transaction was created; null when unknown.
   */
  created_at: Datetime | null;
  /**
   * Whether the location contacts are updated by this transaction.
   */
  update_contacts: boolean | null;
  /**
   * Planned date of the site survey.
   */
  sitesurvey_plan_date: Date | null;
  /**
   * Whether the site survey date can be replanned.
   */
  sitesurvey_date_replan: boolean | null;
  /**
   * Date the site survey was executed.
   */
  sitesurvey_executed_date: Date | null;
  /**
   * Reference to the site survey document.
   */
  sitesurvey_document: string | null;
  /**
   * Planned date of the internal works.
   */
  internalworks_plan_date: Date | null;
  /**
   * Whether the internal works date can be replanned.
   */
  internalworks_date_replan: boolean | null;
  /**
   * Date the internal works were executed.
   */
  internalworks_executed_date: Date | null;
  /**
   * Planned date of the external works.
   */
  externalworks_plan_date: Date | null;
  /**
   * Whether the external works date can be replanned.
   */
  externalworks_date_replan: boolean | null;
  /**
   * Date the external works were executed.
   */
  externalworks_executed_date: Date | null;
  /**
   * Permit status or reference for the works.
   */
  permit: string | null;
  /**
   * Expected completion date.
   */
  expected_completion_date: Date | null;
  /**
   * Delayed expected completion date, when delayed.
   */
  expected_completion_date_delayed: Date | null;
  /**
   * Whether the expected completion date is a forecast.
   */
  expected_completion_date_is_forecast: boolean | null;
  /**
   * Whether the expected completion date can be replanned.
   */
  expected_completion_date_replan: boolean | null;
  /**
   * Completion date wished by the customer.
   */
  customer_wish_date: Date | null;
  /**
   * Whether the customer wish date can be replanned.
   */
  customer_wish_date_replan: boolean | null;
  /**
   * Date the clean order was executed.
   */
  cleanorder_executed_date: Date | null;
  /**
   * User name of who requested the cancellation; null when not cancelled.
   */
  cancelled_by: string | null;
  /**
   * Date the cancellation was requested; null when not cancelled.
   */
  cancel_date: Date | null;
  /**
   * Reason given for the cancellation; null when not cancelled.
   */
  cancel_reason: string | null;
  /**
   * Whether cancellation has been requested.
   */
  cancel_requested: boolean | null;
  /**
   * Whether the transaction can still be cancelled.
   */
  cancel_possible: boolean;
  /**
   * Purchase price.
   */
  purchase_price: number | null;
  /**
   * Sales price.
   */
  sales_price: number | null;
  /**
   * Purchase price of the teardown.
   */
  purchase_teardown_price: number | null;
  /**
   * Sales price of the teardown.
   */
  sales_teardown_price: number | null;
  /**
   * Purchase price of the setup.
   */
  purchase_setup_price: number | null;
  /**
   * Sales price of the setup.
   */
  sales_setup_price: number | null;
  /**
   * Proposed changes awaiting the customer's approval; empty object when none.
   */
  change_proposal: {
    [k: string]: unknown;
  };
  /**
   * Connection before the transaction; null when none (e.g. new).
   */
  document_before_transaction: TransactionDocument | null;
  /**
   * Connection after the transaction; null when none (e.g. terminate).
   */
  document_after_transaction: TransactionDocument | null;
  /**
   * Number of fiber termination units.
   */
  ftu_count: number | null;
  /**
   * URL to make an installation appointment.
   */
  appointment_url: string | null;
  /**
   * Whether the order is complex.
   */
  is_complex: boolean | null;
  /**
   * Whether the order is processed in real time.
   */
  is_realtime: boolean | null;
  /**
   * Requested replan date.
   */
  replan_date: Date | null;
  /**
   * Whether a replan has been requested.
   */
  replan_requested: boolean | null;
  /**
   * Whether the transaction can be replanned.
   */
  replan_possible: boolean;
  /**
   * Whether the transaction is on demand.
   */
  on_demand: boolean;
  /**
   * Whether on-demand handling has been requested.
   */
  on_demand_requested: boolean;
}
/**
 * Snapshot of a connection before or after a transaction.
 */
export interface TransactionDocument {
  /**
   * Service level agreement of the connection.
   */
  sla: {
    /**
     * SLA product.
     */
    product: {
      /**
       * SLA product name.
       */
      name: string;
      /**
       * Supplier of the SLA product.
       */
      supplier: string;
      /**
       * SLA product id.
       */
      product_id: number;
      /**
       * Description of the SLA.
       */
      description: string;
    };
    /**
     * Date the SLA was ordered.
     */
    order_date: Date;
  };
  /**
   * Whether the connection is active in this snapshot.
   */
  active: boolean;
  /**
   * Address of the connection.
   */
  address: Address;
  /**
   * Carrier (access line) of the connection.
   */
  carrier: {
    /**
     * Network identification of the carrier; null when not yet assigned.
     */
    nid: Nid | null;
    /**
     * Free tags on the carrier.
     */
    tags: string[];
    /**
     * Carrier product.
     */
    product: CarrierProduct;
  };
  /**
   * End user of the connection.
   */
  enduser: {
    /**
     * UUID of the end user.
     */
    uuid: string;
  };
  /**
   * Circuits (services) on the carrier.
   *
   * Items: One circuit.
   */
  circuits: {
    /**
     * Network identification of the circuit; null when not yet assigned.
     */
    nid: Nid | null;
    /**
     * Port number on the network termination.
     */
    port: number;
    /**
     * Free tags on the circuit.
     */
    tags: string[];
    /**
     * VLAN id.
     */
    vlan: number;
    /**
     * Provisioning type of the circuit.
     */
    provisioning_type: string;
    /**
     * Circuit product.
     */
    product: CircuitProduct;
  }[];
  /**
   * Supplier (network provider) of the connection.
   */
  supplier: string;
  /**
   * The transaction this document belongs to.
   */
  transaction: {
    /**
     * UUID of the transaction.
     */
    uuid: string;
    /**
     * Kind of transaction.
     */
    action: 'offer' | 'new' | 'migrate' | 'change' | 'terminate' | 'migrate_out';
    /**
     * State of the transaction.
     */
    state: 'new' | 'processing' | 'finished' | 'cancelled';
  };
  /**
   * Contract period of the connection.
   */
  contract_period: {
    /**
     * Start of the contract; null when not started.
     */
    from: Date | null;
    /**
     * End of the contract; null when open-ended.
     */
    to: Date | null;
    /**
     * Last change of the contract period; null when never changed.
     */
    last_change: Datetime | null;
  };
  /**
   * Contract duration in months.
   */
  contract_duration: number;
  /**
   * Contacts at the location.
   *
   * Items: One location contact.
   */
  location_contacts: {
    /**
     * Name of the contact.
     */
    name: string;
    /**
     * UUID of the contact.
     */
    uuid: string;
    /**
     * Email address; null when unknown.
     */
    email: string | null;
    /**
     * Whether this is the primary contact.
     */
    primary: boolean;
    /**
     * Phone number.
     */
    phonenumber: string;
  }[];
}
/**
 * Address of a connection as recorded in a transaction document.
 */
export interface Address {
  /**
   * City (woonplaats).
   */
  city: string;
  /**
   * Street name.
   */
  street: string;
  /**
   * House number.
   */
  housenr: Housenr;
  /**
   * Postcode.
   */
  zipcode: Zipcode;
  /**
   * Latitude in decimal degrees (WGS 84), as a string.
   */
  latitude: string;
  /**
   * Longitude in decimal degrees (WGS 84), as a string.
   */
  longitude: string;
  /**
   * Province.
   */
  province: string;
  /**
   * House number extension; "" when none.
   */
  housenrext: Housenrext;
  /**
   * Municipality (gemeente).
   */
  municipality: string;
}
/**
 * Carrier (access line) product inside a transaction document.
 */
export interface CarrierProduct {
  /**
   * Access area of the carrier, e.g. AA/12345.
   */
  area: string;
  /**
   * Product name.
   */
  name: string;
  /**
   * Whether the product can currently be ordered.
   */
  active: boolean;
  /**
   * Maximum upload speed in kbit/s; null when unknown.
   */
  upload: number | null;
  /**
   * NL-type of the line (e.g. 1, 2, 3 for copper; 6, 7, 8, 8H, 9 … for fiber); null when not applicable.
   */
  nlstype: string | null;
  /**
   * Line distance in metres; null when unknown.
   */
  distance: number | null;
  /**
   * Maximum download speed in kbit/s; null when unknown.
   */
  download: number | null;
  /**
   * Supplier (network provider) of the product.
   */
  supplier: string;
  /**
   * Carrier product id (as in list_carriers).
   */
  product_id: number;
  /**
   * Test label of the product; null when none.
   */
  test_label: string | null;
  /**
   * Carrier type, e.g. MDF, SDF, REGG, KPNFO.
   */
  carriertype: string;
  /**
   * Number of copper pairs; null for fiber.
   */
  copper_pairs: number | null;
  /**
   * Base technology, e.g. Copper or Fiber.
   */
  base_technology: string;
  /**
   * Data technology, e.g. VDSL2 or GPON.
   */
  data_technology: string;
  /**
   * Estimated delivery duration in days; null when unknown.
   */
  estimated_delivery_duration: number | null;
}
/**
 * Circuit (service on top of a carrier) product inside a transaction document.
 */
export interface CircuitProduct {
  /**
   * Quality-of-service profile; null when none.
   */
  qos: string | null;
  /**
   * Area of the circuit product; null when not applicable.
   */
  area: string | null;
  /**
   * Product name.
   */
  name: string;
  /**
   * Whether the product can currently be ordered.
   */
  active: boolean;
  /**
   * Whether the circuit is a permanent virtual circuit.
   */
  is_pvc: boolean;
  /**
   * Upload speed in kbit/s.
   */
  upload: number;
  /**
   * Quality class; null when none.
   */
  quality: string | null;
  /**
   * Download speed in kbit/s.
   */
  download: number;
  /**
   * Supplier of the circuit product.
   */
  supplier: string;
  /**
   * Circuit product id.
   */
  product_id: number;
  /**
   * Overbooking ratio or class; null when none.
   */
  overbooking: string | null;
  /**
   * Service type; null when none.
   */
  service_type: string | null;
  /**
   * Transport instance; null when none.
   */
  transport_instance: string | null;
}
/**
 * Carriers of the requested kind at the address (shape: sandbox design).
 */
export interface BroadbandCarriercheckReply {
  /**
   * The checked address.
   */
  address: ZipcodeAddress;
  /**
   * Kind of carrier checked.
   */
  carrier: 'Fiber' | 'Copper';
  /**
   * Whether at least one carrier of this kind exists at the address.
   */
  available: boolean;
  /**
   * Carriers of this kind at the address.
   *
   * Items: One carrier.
   */
  carriers: {
    /**
     * Network identification of the carrier.
     */
    nid: Nid;
    /**
     * Carrier type, e.g. MDF, SDF, REGG, KPNFO.
     */
    carriertype: string;
    /**
     * NL-type of the line; null when unknown.
     */
    nlstype: string | null;
    /**
     * Status of the carrier.
     */
    status: 'Open' | 'Planned' | 'Closed';
    /**
     * Base technology, e.g. Copper or Fiber.
     */
    base_technology: string;
    /**
     * Network name.
     */
    network: string;
    /**
     * Access area, e.g. AA/12345.
     */
    area: string;
    /**
     * Line distance in metres; null when unknown.
     */
    distance: number | null;
    /**
     * Number of copper pairs; null for fiber.
     */
    copper_pairs: number | null;
    /**
     * Fiber termination unit type, e.g. FTU_GN01; null for copper.
     */
    ftu_type: string | null;
    /**
     * MDF location, e.g. Asd-C; null when not applicable.
     */
    mdf_location: string | null;
  }[];
}
/**
 * Lists the carriers (access lines) of the requested kind at an address. The request is as specified; the reply shape is sandbox design. Errors: 002 when the zipcode / housenr / housenrext combination is unknown. Permission #broadband-r.
 */
export interface BroadbandCarriercheckRequest {
  /**
   * Postcode, upper case, no space (pattern as specified for this method).
   */
  zipcode: string;
  /**
   * House number.
   */
  housenr: Housenr;
  /**
   * House number extension; "" or omitted means none.
   */
  housenrext?: Housenrext;
  /**
   * Kind of carrier to check.
   */
  carrier: 'Fiber' | 'Copper';
}
/**
 * One page of carrier products.
 */
export interface BroadbandListCarriersReply {
  /**
   * Carrier products on this page.
   */
  carriers: CarrierListingProduct[];
  /**
   * Pagination of the result.
   */
  pagination: PaginationReply;
}
/**
 * A carrier product as listed by list_carriers.
 */
export interface CarrierListingProduct {
  /**
   * Carrier product id.
   */
  product_id: number;
  /**
   * Product name.
   */
  name: string;
  /**
   * Supplier (network provider).
   */
  supplier: string;
  /**
   * Carrier type, e.g. MDF, SDF, REGG, KPNFO.
   */
  carriertype: string;
  /**
   * Network code id; null when none.
   */
  netcode_id: number | null;
  /**
   * Number of copper pairs; null for fiber.
   */
  copper_pairs: number | null;
  /**
   * Base technology, e.g. Copper or Fiber.
   */
  base_technology: string;
  /**
   * Network name.
   */
  network: string;
  /**
   * NL-type of the line; null when not applicable.
   */
  nlstype: string | null;
  /**
   * Data technology, e.g. VDSL2 or GPON.
   */
  data_technology: string;
  /**
   * Maximum NL-type supported; null when not applicable.
   */
  maxnls: string | null;
  /**
   * Test label; null when none.
   */
  test_label: string | null;
  /**
   * Channel type; null when none.
   */
  channel_type: string | null;
  /**
   * Maximum line distance in metres; null when not applicable.
   */
  distance: number | null;
  /**
   * Data technology group, e.g. VDSL or FTTH.
   */
  aggregated_data_technology: string;
  /**
   * Area where the product is offered.
   */
  area: string;
  /**
   * Carrier type group, e.g. Copper or Fiber.
   */
  aggregated_carriertype: string;
  /**
   * Download speed in kbit/s.
   */
  download: number;
  /**
   * Upload speed in kbit/s.
   */
  upload: number;
  /**
   * Description shown on invoices.
   */
  invoice_description: string;
  /**
   * Whether the product can currently be ordered.
   */
  active: boolean;
  /**
   * Estimated delivery duration in days; null when unknown.
   */
  estimated_delivery_duration: number | null;
}
/**
 * Pagination of a listing reply.
 */
export interface PaginationReply {
  /**
   * Page number returned (starting at 1).
   */
  page: number;
  /**
   * Items per page used; 0 means all.
   */
  per_page: number;
  /**
   * Total number of items matching the filter.
   */
  total_items: number;
  /**
   * Total number of pages.
   */
  total_pages: number;
}
/**
 * Lists carrier products. Sort members are applied in the order they appear in the request; default order product_id ASC. Filter text members match case-insensitively as "contains"; numeric members (product_id, netcode_id, copper_pairs, distance, download, upload) match exactly, or ">=N" / "<=N"; "network_match" matches the network name exactly, case-insensitively (null = no filter). Default pagination {page: 1, per_page: 100}; per_page 0 returns all items; a page past the end is empty with correct totals. Unknown members are rejected at every level, and filter text may not hold the character U+0000 (NUL): both answer 011. Permission #broadband-r.
 */
export interface BroadbandListCarriersRequest {
  /**
   * Page to return; default page 1, 100 per page.
   */
  pagination?: PaginationRequest;
  /**
   * Sort order per attribute, applied in the order given.
   */
  sort?: {
    /**
     * Sort by carriertype.
     */
    carriertype?: 'ASC' | 'DESC';
    /**
     * Sort by netcode_id.
     */
    netcode_id?: 'ASC' | 'DESC';
    /**
     * Sort by copper_pairs.
     */
    copper_pairs?: 'ASC' | 'DESC';
    /**
     * Sort by base_technology.
     */
    base_technology?: 'ASC' | 'DESC';
    /**
     * Sort by network.
     */
    network?: 'ASC' | 'DESC';
    /**
     * Sort by nlstype.
     */
    nlstype?: 'ASC' | 'DESC';
    /**
     * Sort by data_technology.
     */
    data_technology?: 'ASC' | 'DESC';
    /**
     * Sort by maxnls.
     */
    maxnls?: 'ASC' | 'DESC';
    /**
     * Sort by test_label.
     */
    test_label?: 'ASC' | 'DESC';
    /**
     * Sort by product_id.
     */
    product_id?: 'ASC' | 'DESC';
    /**
     * Sort by channel_type.
     */
    channel_type?: 'ASC' | 'DESC';
    /**
     * Sort by distance.
     */
    distance?: 'ASC' | 'DESC';
    /**
     * Sort by supplier.
     */
    supplier?: 'ASC' | 'DESC';
    /**
     * Sort by aggregated_data_technology.
     */
    aggregated_data_technology?: 'ASC' | 'DESC';
    /**
     * Sort by area.
     */
    area?: 'ASC' | 'DESC';
    /**
     * Sort by name.
     */
    name?: 'ASC' | 'DESC';
    /**
     * Sort by aggregated_carriertype.
     */
    aggregated_carriertype?: 'ASC' | 'DESC';
    /**
     * Sort by download.
     */
    download?: 'ASC' | 'DESC';
    /**
     * Sort by upload.
     */
    upload?: 'ASC' | 'DESC';
  };
  /**
   * Filters; all given members must match.
   */
  filter?: {
    /**
     * Filter on carriertype: case-insensitive contains.
     */
    carriertype?: string;
    /**
     * Filter on netcode_id: exact number, or ">=N" / "<=N".
     */
    netcode_id?: string;
    /**
     * Filter on copper_pairs: exact number, or ">=N" / "<=N".
     */
    copper_pairs?: string;
    /**
     * Filter on base_technology: case-insensitive contains.
     */
    base_technology?: string;
    /**
     * Filter on network: case-insensitive contains.
     */
    network?: string;
    /**
     * Filter on nlstype: case-insensitive contains.
     */
    nlstype?: string;
    /**
     * Filter on data_technology: case-insensitive contains.
     */
    data_technology?: string;
    /**
     * Filter on maxnls: case-insensitive contains.
     */
    maxnls?: string;
    /**
     * Filter on test_label: case-insensitive contains.
     */
    test_label?: string;
    /**
     * Filter on product_id: exact number, or ">=N" / "<=N".
     */
    product_id?: string;
    /**
     * Filter on channel_type: case-insensitive contains.
     */
    channel_type?: string;
    /**
     * Filter on distance: exact number, or ">=N" / "<=N".
     */
    distance?: string;
    /**
     * Filter on supplier: case-insensitive contains.
     */
    supplier?: string;
    /**
     * Filter on aggregated_data_technology: case-insensitive contains.
     */
    aggregated_data_technology?: string;
    /**
     * Filter on area: case-insensitive contains.
     */
    area?: string;
    /**
     * Filter on name: case-insensitive contains.
     */
    name?: string;
    /**
     * Filter on aggregated_carriertype: case-insensitive contains.
     */
    aggregated_carriertype?: string;
    /**
     * Filter on download: exact number, or ">=N" / "<=N".
     */
    download?: string;
    /**
     * Filter on upload: exact number, or ">=N" / "<=N".
     */
    upload?: string;
    /**
     * Filter on invoice_description: case-insensitive contains.
     */
    invoice_description?: string;
    /**
     * Exact, case-insensitive network name; null means no filter.
     */
    network_match?: string | null;
  };
}
/**
 * Requested page of a listing.
 */
export interface PaginationRequest {
  /**
   * Items per page, 0 to 10000; 0 means all items on one page.
   */
  per_page: number;
  /**
   * Page number, starting at 1.
   */
  page: number;
}
/**
 * Providers covered by the zipcode check.
 */
export interface BroadbandListProvidersReply {
  /**
   * Provider ids, in fixed order.
   */
  providers: Provider[];
}
/**
 * Lists the access network providers the zipcode check covers. No parameters (omitted params, {} and [] are all accepted). Permission #broadband-r.
 */
export interface BroadbandListProvidersRequest {}
/**
 * One page of transactions.
 */
export interface BroadbandListTransactionsReply {
  /**
   * Transactions on this page.
   */
  transactions: TransactionSummary[];
  /**
   * Pagination of the result.
   */
  pagination: PaginationReply;
  /**
   * Present when the request named count_by: per member named, how many of all matching transactions have each value (values no match has are left out).
   */
  counts?: {
    /**
     * Matching transactions per value, in ascending order of value (null first).
     */
    state?: {
      /**
       * A state.
       */
      value: 'new' | 'processing' | 'finished' | 'cancelled';
      /**
       * How many matching transactions have this value.
       */
      count: number;
    }[];
    /**
     * Matching transactions per value, in ascending order of value (null first).
     */
    action?: {
      /**
       * A kind of transaction.
       */
      value: 'offer' | 'new' | 'migrate' | 'change' | 'terminate' | 'migrate_out';
      /**
       * How many matching transactions have this value.
       */
      count: number;
    }[];
    /**
     * Matching transactions per value, in ascending order of value (null first).
     */
    expected_completion_date?: {
      /**
       * An expected completion date; null for transactions without one.
       */
      value: Date | null;
      /**
       * How many matching transactions have this value.
       */
      count: number;
    }[];
  };
}
/**
 * Summary of a transaction, as listed by list_transactions.
 */
export interface TransactionSummary {
  /**
   * Network identification of the carrier or circuit; null when not (yet) assigned.
   */
  nid: Nid | null;
  /**
   * UUID of the transaction.
   */
  uuid: string;
  /**
   * Customer account the transaction belongs to; null when none.
   */
  customer_account_id: number | null;
  /**
   * Kind of transaction.
   */
  action: 'offer' | 'new' | 'migrate' | 'change' | 'terminate' | 'migrate_out';
  /**
   * State of the transaction.
   */
  state: 'new' | 'processing' | 'finished' | 'cancelled';
  /**
   * Whether the transaction is still open.
   */
  open: boolean;
  /**
   * Time the transaction was created; null when unknown.
   */
  created_at: Datetime | null;
  /**
   * Time of the last update.
   */
  last_updated: Datetime;
  /**
   * Time the transaction was closed; null while open.
   */
  closed_at: Datetime | null;
  /**
   * Expected completion date.
   */
  expected_completion_date: Date | null;
  /**
   * Whether the transaction can still be cancelled.
   */
  cancel_possible: boolean;
  /**
   * Whether cancellation has been requested.
   */
  cancel_requested: boolean | null;
  /**
   * Supplier (network provider) of the connection; null when unknown.
   */
  supplier: string | null;
  /**
   * Address of the connection; null when the transaction has no document.
   */
  address: {
    /**
     * Postcode.
     */
    zipcode: Zipcode;
    /**
     * House number.
     */
    housenr: Housenr;
    /**
     * House number extension; "" when none.
     */
    housenrext: Housenrext;
    /**
     * Street name.
     */
    street: string;
    /**
     * City.
     */
    city: string;
  } | null;
}
/**
 * Lists the caller's transactions (sandbox design). Filters combine with AND; sort members are applied in the order given (default created_at DESC); default pagination {page: 1, per_page: 25}, per_page 0 returns all; a page past the end is empty with correct totals. With count_by the reply also counts every matching transaction (not only the page's) per value of the members named, so a client can chart them without fetching them. "Today" is the service's date in UTC. Filter text may not hold the character U+0000 (NUL): such a filter answers 011. Permission #broadband-r.
 */
export interface BroadbandListTransactionsRequest {
  /**
   * Filters; all given members must match.
   */
  filter?: {
    /**
     * Only transactions in this state.
     */
    state?: 'new' | 'processing' | 'finished' | 'cancelled';
    /**
     * Only transactions of this kind.
     */
    action?: 'offer' | 'new' | 'migrate' | 'change' | 'terminate' | 'migrate_out';
    /**
     * true: only open transactions (state new or processing); false: only closed ones (finished or cancelled).
     */
    open?: boolean;
    /**
     * true: only transactions whose cancellation was requested (cancel_requested true, those the backoffice has cancelled since included); false: only those without such a request (cancel_requested false or null).
     */
    cancel_requested?: boolean;
    /**
     * true: only open transactions whose expected completion slipped: a delayed date (expected_completion_date_delayed) is set, or expected_completion_date lies before today; false: every other transaction.
     */
    slipped?: boolean;
    /**
     * Only transactions whose expected_completion_date is this date or later; one without an expected completion date does not match.
     */
    expected_completion_from?: Date;
    /**
     * Only transactions whose expected_completion_date is this date or earlier; one without an expected completion date does not match.
     */
    expected_completion_to?: Date;
    /**
     * NID prefix (case-insensitive).
     */
    nid?: string;
    /**
     * Exact transaction UUID (case-insensitive).
     */
    uuid?: string;
    /**
     * Case-insensitive contains over nid, uuid, street, city, zipcode, supplier and product name.
     */
    text?: string;
  };
  /**
   * Sort order per attribute, applied in the order given.
   */
  sort?: {
    /**
     * Sort by created_at.
     */
    created_at?: 'ASC' | 'DESC';
    /**
     * Sort by last_updated.
     */
    last_updated?: 'ASC' | 'DESC';
    /**
     * Sort by expected_completion_date.
     */
    expected_completion_date?: 'ASC' | 'DESC';
    /**
     * Sort by state.
     */
    state?: 'ASC' | 'DESC';
    /**
     * Sort by action.
     */
    action?: 'ASC' | 'DESC';
    /**
     * Sort by nid.
     */
    nid?: 'ASC' | 'DESC';
  };
  /**
   * Page to return; default page 1, 25 per page.
   */
  pagination?: PaginationRequest;
  /**
   * Members to count the matching transactions by (every match, whatever the page); the reply then holds counts with one list per member named.
   *
   * @maxItems 3
   */
  count_by?: ('state' | 'action' | 'expected_completion_date')[];
}
/**
 * Extended availability of the address per provider and technology.
 */
export interface BroadbandZipcodeReply {
  /**
   * The checked address.
   */
  address: ZipcodeAddress;
  /**
   * Network construction announcements; present only when there are any.
   *
   * @minItems 1
   */
  construction_messages?: ConstructionMessage[];
  /**
   * Products per provider id (always an object, possibly empty). Each provider maps technology labels (KPNWBA: Fiber, FTTH/FTTO, VPLUS, VVDSL, VDSL, ADSL, BVDSL, best first; others: Fiber, Copper) to the best product of that technology; a member named "error" holds an inline provider error instead.
   */
  available: {
    /**
     * Products of one provider keyed by technology label, or an inline "error".
     */
    [k: string]: {
      /**
       * Inline provider error: code 4 (temporarily unavailable) or 10 (too complex).
       */
      error?: RpcErrorObject;
      [k: string]: ZipcodeExtendedProduct | RpcErrorObject | undefined;
    };
  };
}
/**
 * Best product of a technology at an address, with carrier detail (extended zipcode).
 */
export interface ZipcodeExtendedProduct {
  /**
   * Maximum download speed in kbit/s (copper: expected).
   */
  max_download: number;
  /**
   * Maximum upload speed in kbit/s (copper: expected).
   */
  max_upload: number;
  /**
   * Kind of carrier.
   */
  carrier: 'Copper' | 'Fiber';
  /**
   * Network name.
   */
  network: string;
  /**
   * Access area; may be "".
   */
  area: string;
  /**
   * Line distance in metres; may be "" or hold two values separated by ";".
   */
  distance: string;
  /**
   * Carrier product ids (as in list_carriers) orderable here.
   */
  product_ids: number[];
  /**
   * Detail of the carrier (access line) at the address.
   */
  carrier_detail: {
    /**
     * Carrier type, e.g. MDF, SDF, REGG, KPNFO.
     */
    carriertype: string;
    /**
     * NL-type of the line; null when not applicable.
     */
    nlstype: string | null;
    /**
     * Base technology, e.g. Copper or Fiber.
     */
    base_technology: string;
    /**
     * Data technology, e.g. VDSL2 or GPON.
     */
    data_technology: string;
    /**
     * Number of copper pairs; null for fiber.
     */
    copper_pairs: number | null;
    /**
     * Status of the carrier.
     */
    status: 'Open' | 'Planned' | 'Closed';
  };
}
/**
 * Extended availability check of one address: per provider and technology the best product, with the orderable carrier product ids and carrier detail (shape: sandbox design). Whole-call errors: 002 when the zipcode / housenr / housenrext combination is unknown (select a valid one with the postcodes functions); 003 when no requested provider services the address. Per-provider errors are returned inline under the provider, in a member named "error" ({code, message}): code 4 when that provider's backoffice is temporarily unavailable for the address, code 10 when KPN, which owns the national copper network (its access services KPNWBA and KPNWEAS), labels the address too complex. When every requested provider fails, the call itself fails with the first failing provider's code (004 or 010), since there is nothing else to show. A requested provider without products at the address is simply absent from "available". "housenr" may be sent as an integer or as a numeric string; "housenrext" "" or null both mean no extension. Permission #broadband-r.
 */
export interface BroadbandZipcodeRequest {
  /**
   * Postcode, upper case, no space.
   */
  zipcode: Zipcode;
  /**
   * House number, as an integer or as a numeric string.
   */
  housenr: Housenr | string;
  /**
   * House number extension; "" or null means none.
   */
  housenrext?: Housenrext | null;
  /**
   * Restricts the check.
   */
  filter?: {
    /**
     * Providers to check (default: all).
     *
     * @minItems 1
     */
    provider?: Provider[];
    /**
     * Connection point (three digits); null means any.
     */
    connectionpoint?: string | null;
    /**
     * Accepted here as well as at top level: backend timeout in seconds.
     */
    timeout?: number;
  };
  /**
   * Backend timeout in seconds.
   */
  timeout?: number;
}
/**
 * A mail forwarder.
 */
export interface Forwarder {
  /**
   * Forwarded address.
   */
  email: string;
  /**
   * Client the forwarder belongs to.
   */
  client_id: number;
  /**
   * Addresses mail is forwarded to.
   *
   * @minItems 1
   * @maxItems 20
   *
   * Items: Destination address.
   */
  destinations: string[];
  /**
   * Creation time.
   */
  created_at: Datetime;
}
/**
 * An IP whitelist entry of an account.
 */
export interface IpWhitelistEntry {
  /**
   * IPv4 or IPv6 address or CIDR range (e.g. 192.0.2.10, 192.0.2.0/24, 2001:db8::/32); IPv4 entries never match IPv6 clients. Validated by the service (invalid: error 011).
   */
  subnet: string;
  /**
   * Free description of the entry.
   */
  description: string;
}
/**
 * A mail client: one of the customer's mail domains.
 */
export interface MailClient {
  /**
   * Client id.
   */
  client_id: number;
  /**
   * Client name.
   */
  name: string;
  /**
   * Mail domain of the client.
   */
  domain: string;
  /**
   * Number of mailboxes.
   */
  mailbox_count: number;
  /**
   * Number of forwarders.
   */
  forwarder_count: number;
}
/**
 * A mailbox.
 */
export interface Mailbox {
  /**
   * Address of the mailbox.
   */
  email: string;
  /**
   * Client the mailbox belongs to.
   */
  client_id: number;
  /**
   * Display name of the mailbox owner.
   */
  name: string;
  /**
   * Quota in MB.
   */
  quota_mb: number;
  /**
   * Creation time.
   */
  created_at: Datetime;
}
/**
 * Profile of the calling user.
 */
export interface Profile {
  /**
   * Login name.
   */
  username: string;
  /**
   * Display name.
   */
  name: string;
  /**
   * Email address.
   */
  email: string;
  /**
   * Phone number; null when none.
   */
  phone: string | null;
  /**
   * Preferred language.
   */
  language: 'nl' | 'en';
  /**
   * Customer account of the user; null when none.
   */
  customer_account_id: number | null;
  /**
   * Permissions granted to the account (read-only).
   */
  permissions: Permission[];
  /**
   * IP whitelist of the account.
   */
  ip_whitelist: IpWhitelistEntry[];
  /**
   * TOTP second factor state.
   */
  totp: {
    /**
     * Whether TOTP is enabled.
     */
    enabled: boolean;
    /**
     * Whether an enrolment awaits confirmation.
     */
    pending: boolean;
  };
  /**
   * The caller's IP address as the service sees it.
   */
  client_ip: string;
  /**
   * Expiry of the bearer token used; null for Basic or apiKey authentication.
   */
  token_expires_at: Datetime | null;
}
/**
 * Creates a forwarder. The address must be <local>@<domain of the client>. Destinations may be any addresses. Errors: 006 (failed to create) when the client does not exist, when the address already exists as a mailbox ("a forwarder requires that the address does not already exist as a mailbox"), when the forwarder already exists, or when its domain is not the client's. Permission #mail-w.
 */
export interface MailCreateForwarderRequest {
  /**
   * Client (mail domain) the forwarder belongs to.
   */
  client_id: number;
  /**
   * Address to forward.
   */
  email: string;
  /**
   * Addresses to forward to (1 to 20, unique).
   *
   * @minItems 1
   * @maxItems 20
   *
   * Items: Destination address.
   */
  destinations: string[];
}
/**
 * Creates a mailbox. The address must be <local>@<domain of the client>. Errors: 006 (failed to create) when the client does not exist ("creating a mailbox requires an existing client"), when the address already exists as a mailbox or forwarder, or when its domain is not the client's. Permission #mail-w.
 */
export interface MailCreateMailboxRequest {
  /**
   * Client (mail domain) the mailbox belongs to.
   */
  client_id: number;
  /**
   * Address of the new mailbox.
   */
  email: string;
  /**
   * Display name of the mailbox owner.
   */
  name: string;
  /**
   * Password, 10 to 128 characters.
   */
  password: string;
  /**
   * Quota in MB (default 1024).
   */
  quota_mb?: number;
}
/**
 * Confirmation of the deleted forwarder.
 */
export interface MailDeleteForwarderReply {
  /**
   * Always true.
   */
  deleted: true;
  /**
   * Address of the deleted forwarder.
   */
  email: string;
}
/**
 * Deletes a forwarder. Errors: 007 (failed to delete) when it does not exist. Permission #mail-d.
 */
export interface MailDeleteForwarderRequest {
  /**
   * Address of the forwarder.
   */
  email: string;
}
/**
 * Confirmation of the deleted mailbox.
 */
export interface MailDeleteMailboxReply {
  /**
   * Always true.
   */
  deleted: true;
  /**
   * Address of the deleted mailbox.
   */
  email: string;
}
/**
 * Deletes a mailbox. Errors: 007 (failed to delete) when it does not exist. Permission #mail-d.
 */
export interface MailDeleteMailboxRequest {
  /**
   * Address of the mailbox.
   */
  email: string;
}
/**
 * Mail clients.
 */
export interface MailListClientsReply {
  /**
   * Mail clients, by client_id.
   */
  clients: MailClient[];
}
/**
 * Lists the customer's mail clients (mail domains) with their mailbox and forwarder counts. No parameters. Permission #mail-r.
 */
export interface MailListClientsRequest {}
/**
 * Forwarders.
 */
export interface MailListForwardersReply {
  /**
   * Forwarders, by address.
   */
  forwarders: Forwarder[];
}
/**
 * Lists forwarders, of all clients or of one client (an unknown client_id gives an empty list). Permission #mail-r.
 */
export interface MailListForwardersRequest {
  /**
   * Only forwarders of this client.
   */
  client_id?: number;
}
/**
 * Mailboxes.
 */
export interface MailListMailboxesReply {
  /**
   * Mailboxes, by address.
   */
  mailboxes: Mailbox[];
}
/**
 * Lists mailboxes, of all clients or of one client (an unknown client_id gives an empty list). Passwords are never returned. Permission #mail-r.
 */
export interface MailListMailboxesRequest {
  /**
   * Only mailboxes of this client.
   */
  client_id?: number;
}
/**
 * Replaces the destinations of a forwarder. Errors: 008 (failed to update) when the forwarder does not exist. Permission #mail-w.
 */
export interface MailUpdateForwarderRequest {
  /**
   * Address of the forwarder.
   */
  email: string;
  /**
   * New destinations (1 to 20, unique); replaces the old list.
   *
   * @minItems 1
   * @maxItems 20
   *
   * Items: Destination address.
   */
  destinations: string[];
}
/**
 * Updates a mailbox: email plus at least one of name, password, quota_mb. Errors: 008 (failed to update) when the mailbox does not exist. Permission #mail-w.
 */
export interface MailUpdateMailboxRequest {
  /**
   * Address of the mailbox.
   */
  email: string;
  /**
   * Display name of the mailbox owner.
   */
  name?: string;
  /**
   * New password, 10 to 128 characters.
   */
  password?: string;
  /**
   * New quota in MB.
   */
  quota_mb?: number;
}
/**
 * Street and city of the postcode.
 */
export interface PostcodesGetAddressReply {
  /**
   * Postcode.
   */
  zipcode: Zipcode;
  /**
   * Street name.
   */
  street: string;
  /**
   * City.
   */
  city: string;
  /**
   * Municipality.
   */
  municipality: string;
  /**
   * Province.
   */
  province: string;
  /**
   * Latitude in decimal degrees (WGS 84), as a string.
   */
  latitude: string;
  /**
   * Longitude in decimal degrees (WGS 84), as a string.
   */
  longitude: string;
  /**
   * Number of house numbers in the postcode.
   */
  housenrs_count: number;
}
/**
 * Looks up street, city and location of a postcode (sandbox design); with housenr, the house number must exist in the postcode. Errors: 002 when the postcode is unknown or the house number is not in it. Permission #postcodes-r.
 */
export interface PostcodesGetAddressRequest {
  /**
   * Postcode, upper case, no space.
   */
  zipcode: Zipcode;
  /**
   * House number that must exist in the postcode (optional).
   */
  housenr?: Housenr;
}
/**
 * Extensions per data source.
 */
export interface PostcodesGetHousenrextReply {
  /**
   * House number extensions according to the cadastre.
   */
  CADASTRAL: {
    /**
     * Extensions; "" means no extension.
     */
    housenrexts: Housenrext[];
  };
  /**
   * House number extensions according to KPN WBA.
   */
  KPNWBA: {
    /**
     * Extensions; "" means no extension.
     */
    housenrexts: Housenrext[];
  };
  /**
   * House number extensions according to KPN WEAS.
   */
  KPNWEAS: {
    /**
     * Extensions; "" means no extension.
     */
    housenrexts: Housenrext[];
  };
}
/**
 * Lists the house number extensions of an address per data source (CADASTRAL, KPNWBA, KPNWEAS; all three always present). "" means no extension. Errors: 002 when the postcode / house number combination is unknown. Permission #postcodes-r.
 */
export interface PostcodesGetHousenrextRequest {
  /**
   * Postcode, upper case, no space.
   */
  zipcode: Zipcode;
  /**
   * House number.
   */
  housenr: Housenr;
}
/**
 * House numbers of the postcode.
 */
export interface PostcodesGetHousenrsReply {
  /**
   * House numbers, ascending, unique.
   */
  housenrs: Housenr[];
}
/**
 * Lists the house numbers of a postcode, ascending and unique. Errors: 002 when the postcode is unknown. Permission #postcodes-r.
 */
export interface PostcodesGetHousenrsRequest {
  /**
   * Postcode, upper case, no space.
   */
  zipcode: Zipcode;
}
/**
 * The class's OpenRPC document (OpenRPC 1.x, https://spec.open-rpc.org): its methods with their params, results, errors and examples. Its servers entry names the class URL that was called.
 */
export interface RpcDiscoverReply {
  /**
   * Version of the OpenRPC specification the document follows.
   */
  openrpc: string;
  /**
   * Title, version and description of the class.
   */
  info: {
    /**
     * Name of the class.
     */
    title: string;
    /**
     * Version of the interface description.
     */
    version: string;
  };
  /**
   * The methods of the class.
   *
   * Items: One method (an OpenRPC method object).
   */
  methods: {
    /**
     * JSON-RPC method name.
     */
    name: string;
    /**
     * The method's params, as OpenRPC content descriptors.
     */
    params: unknown[];
  }[];
}
/**
 * Asks a class URL for its OpenRPC document (OpenRPC's service discovery method, sandbox design). No parameters (an empty object or an empty array). Needs credentials like every call to a class URL, and any one of the permissions the class's methods require (012 without); the same document is published without credentials at /openrpc/<class>.json.
 */
export interface RpcDiscoverRequest {}
/**
 * Reads the caller's profile, including IP whitelist, TOTP state and the caller's IP as the service sees it (fields: sandbox design). No parameters. Permission #user-r.
 */
export interface UserGetProfileRequest {}
/**
 * The updated profile; totp_enrolment is present only in the reply to action enrol.
 */
export interface UserSetProfileReply {
  /**
   * Login name.
   */
  username: string;
  /**
   * Display name.
   */
  name: string;
  /**
   * Email address.
   */
  email: string;
  /**
   * Phone number; null when none.
   */
  phone: string | null;
  /**
   * Preferred language.
   */
  language: 'nl' | 'en';
  /**
   * Customer account of the user; null when none.
   */
  customer_account_id: number | null;
  /**
   * Permissions granted to the account (read-only).
   */
  permissions: Permission[];
  /**
   * IP whitelist of the account.
   */
  ip_whitelist: IpWhitelistEntry[];
  /**
   * TOTP second factor state.
   */
  totp: {
    /**
     * Whether TOTP is enabled.
     */
    enabled: boolean;
    /**
     * Whether an enrolment awaits confirmation.
     */
    pending: boolean;
  };
  /**
   * The caller's IP address as the service sees it.
   */
  client_ip: string;
  /**
   * Expiry of the bearer token used; null for Basic or apiKey authentication.
   */
  token_expires_at: Datetime | null;
  /**
   * New TOTP secret to load into an authenticator (reply to action enrol only).
   */
  totp_enrolment?: {
    /**
     * otpauth:// URI (for a QR code).
     */
    uri: string;
    /**
     * Shared secret, base32.
     */
    secret: string;
  };
}
/**
 * Updates the caller's profile (fields: sandbox design); at least one member. Whitelist changes apply in order: ip_whitelist (replaces the list), then ip_whitelist_add, then ip_whitelist_remove (by subnet); an update that would leave more than 50 entries is refused with 012. TOTP: action enrol starts a (new) pending enrolment and the reply carries totp_enrolment once; confirm with a valid code enables TOTP; disable with a valid code turns it off. Errors: 011 (with data.errors path) for an invalid subnet; 012 when the update would leave the account with neither an IP whitelist entry nor enabled TOTP; 008 (failed to update "totp") for a wrong TOTP code on confirm/disable or a confirm without pending enrolment. Permissions are read-only. Permission #user-w.
 */
export interface UserSetProfileRequest {
  /**
   * Display name.
   */
  name?: string;
  /**
   * Email address.
   */
  email?: string;
  /**
   * Phone number; null removes it.
   */
  phone?: string | null;
  /**
   * Preferred language.
   */
  language?: 'nl' | 'en';
  /**
   * Replaces the whole IP whitelist.
   *
   * @maxItems 50
   */
  ip_whitelist?: IpWhitelistEntry[];
  /**
   * Entries to add to the IP whitelist.
   *
   * @maxItems 50
   */
  ip_whitelist_add?: IpWhitelistEntry[];
  /**
   * Subnets to remove from the IP whitelist.
   *
   * @maxItems 50
   *
   * Items: Subnet of an entry.
   */
  ip_whitelist_remove?: string[];
  /**
   * TOTP second factor action.
   */
  totp?:
    | {
        /**
         * Enrol.
         */
        action: 'enrol';
      }
    | {
        /**
         * Confirm.
         */
        action: 'confirm';
        /**
         * Current six-digit TOTP code.
         */
        code: string;
      }
    | {
        /**
         * Disable.
         */
        action: 'disable';
        /**
         * Current six-digit TOTP code.
         */
        code: string;
      };
}

/** Every JSON-RPC method by class URL and name, with its params and result types. */
export interface RpcMethods {
  'broadband/basic/v1': {
    list_providers: { params: BroadbandBasicListProvidersRequest; result: BroadbandBasicListProvidersReply };
    zipcode: { params: BroadbandBasicZipcodeRequest; result: BroadbandBasicZipcodeReply };
  };
  'broadband/v1': {
    list_providers: { params: BroadbandListProvidersRequest; result: BroadbandListProvidersReply };
    zipcode: { params: BroadbandZipcodeRequest; result: BroadbandZipcodeReply };
    carriercheck: { params: BroadbandCarriercheckRequest; result: BroadbandCarriercheckReply };
    list_carriers: { params: BroadbandListCarriersRequest; result: BroadbandListCarriersReply };
    list_transactions: { params: BroadbandListTransactionsRequest; result: BroadbandListTransactionsReply };
    get_transaction: { params: BroadbandGetTransactionRequest; result: BroadbandGetTransactionReply };
    cancel_transaction: { params: BroadbandCancelTransactionRequest; result: BroadbandCancelTransactionReply };
  };
  'postcodes/v1': {
    get_housenrs: { params: PostcodesGetHousenrsRequest; result: PostcodesGetHousenrsReply };
    get_housenrext: { params: PostcodesGetHousenrextRequest; result: PostcodesGetHousenrextReply };
    get_address: { params: PostcodesGetAddressRequest; result: PostcodesGetAddressReply };
  };
  'user/v1': {
    get_profile: { params: UserGetProfileRequest; result: UserGetProfileReply };
    set_profile: { params: UserSetProfileRequest; result: UserSetProfileReply };
  };
  'mail/v1': {
    list_clients: { params: MailListClientsRequest; result: MailListClientsReply };
    list_mailboxes: { params: MailListMailboxesRequest; result: MailListMailboxesReply };
    create_mailbox: { params: MailCreateMailboxRequest; result: MailCreateMailboxReply };
    update_mailbox: { params: MailUpdateMailboxRequest; result: MailUpdateMailboxReply };
    delete_mailbox: { params: MailDeleteMailboxRequest; result: MailDeleteMailboxReply };
    list_forwarders: { params: MailListForwardersRequest; result: MailListForwardersReply };
    create_forwarder: { params: MailCreateForwarderRequest; result: MailCreateForwarderReply };
    update_forwarder: { params: MailUpdateForwarderRequest; result: MailUpdateForwarderReply };
    delete_forwarder: { params: MailDeleteForwarderRequest; result: MailDeleteForwarderReply };
  };
}

export type RpcClass = keyof RpcMethods;
