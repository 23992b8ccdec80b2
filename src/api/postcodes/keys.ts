export const postcodesKeys = {
  all: ['postcodes'] as const,
  housenrs: (zipcode: string) => [...postcodesKeys.all, 'housenrs', zipcode] as const,
  housenrext: (zipcode: string, housenr: number) =>
    [...postcodesKeys.all, 'housenrext', zipcode, housenr] as const,
  address: (zipcode: string, housenr: number) => [...postcodesKeys.all, 'address', zipcode, housenr] as const,
};
