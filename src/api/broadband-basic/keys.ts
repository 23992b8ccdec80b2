export interface AddressKey {
  zipcode: string;
  housenr: number;
  housenrext: string;
}

export const broadbandBasicKeys = {
  all: ['broadband-basic'] as const,
  providers: () => [...broadbandBasicKeys.all, 'providers'] as const,
  availability: (provider: string, address: AddressKey) =>
    [...broadbandBasicKeys.all, 'availability', provider, address] as const,
  everyProviderAvailability: (address: AddressKey) =>
    [...broadbandBasicKeys.all, 'availability-of-every-provider', address] as const,
};
