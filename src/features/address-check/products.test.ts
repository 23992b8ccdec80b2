import { describe, expect, it } from 'vitest';
import type { BroadbandBasicZipcodeReply, ZipcodeProduct } from '../../contract/types.gen.ts';
import { productsOf } from './products.ts';

const product = (max_download: number, max_upload: number): ZipcodeProduct => ({
  max_download,
  max_upload,
  carrier: 'Copper',
  network: 'KPN',
  area: 'Asd-C',
  distance: '180',
});

const reply = (available: BroadbandBasicZipcodeReply['available']): BroadbandBasicZipcodeReply => ({
  address: { street: 'Damrak', housenr: 1, housenrext: '', city: 'Amsterdam', municipality: 'Amsterdam' },
  available,
});

describe('productsOf', () => {
  it('lists the fastest download first, then the fastest upload, whatever order the provider used', () => {
    const { products } = productsOf(
      reply({
        KPNWBA: {
          VVDSL: product(102_400, 30_720),
          ADSL: product(20_480, 1024),
          BVDSL: product(204_800, 40_960),
          VDSL: product(102_400, 40_960),
        },
      }),
      'KPNWBA',
    );
    expect(products.map(([technology]) => technology)).toEqual(['BVDSL', 'VDSL', 'VVDSL', 'ADSL']);
  });

  it('keeps the provider’s order for equal speeds', () => {
    const { products } = productsOf(
      reply({ KPNWBA: { Fiber: product(1_048_576, 1_048_576), 'FTTH/FTTO': product(1_048_576, 1_048_576) } }),
      'KPNWBA',
    );
    expect(products.map(([technology]) => technology)).toEqual(['Fiber', 'FTTH/FTTO']);
  });

  it('gives an inline error instead of products', () => {
    const { products, inlineError } = productsOf(
      reply({ TELE2: { error: { code: 4, message: 'backoffice down' } } }),
      'TELE2',
    );
    expect(products).toEqual([]);
    expect(inlineError?.code).toBe(4);
  });

  it('has nothing for a provider missing from the reply', () => {
    expect(productsOf(reply({}), 'ZIGGO')).toEqual({ products: [], inlineError: null });
  });
});
