export const broadbandKeys = {
  all: ['broadband'] as const,
  providers: () => [...broadbandKeys.all, 'providers'] as const,
  availability: (provider: string, address: { zipcode: string; housenr: number; housenrext: string }) =>
    [...broadbandKeys.all, 'availability', provider, address] as const,
  carriercheck: (
    carrier: 'Fiber' | 'Copper',
    address: { zipcode: string; housenr: number; housenrext: string },
  ) => [...broadbandKeys.all, 'carriercheck', carrier, address] as const,
  carriers: (params: object) => [...broadbandKeys.all, 'carriers', params] as const,
  carrierCount: (filter: object) => [...broadbandKeys.all, 'carrier-count', filter] as const,
  carriersExport: (params: object) => [...broadbandKeys.all, 'carriers-export', params] as const,
  transactions: (params: object) => [...broadbandKeys.all, 'transactions', params] as const,
  transaction: (id: string) => [...broadbandKeys.all, 'transaction', id] as const,
  transactionCounts: (query: object) => [...broadbandKeys.transactionLists(), 'counts', query] as const,
  /** Prefix of every transaction listing. */
  transactionLists: () => [...broadbandKeys.all, 'transactions'] as const,
  /** Prefix of every single transaction, whether read by uuid or by NID. */
  transactionDetails: () => [...broadbandKeys.all, 'transaction'] as const,
};
