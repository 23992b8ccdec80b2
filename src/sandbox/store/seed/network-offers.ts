/** What each provider offers at a building under its plan: the rows of the extended zipcode reply. */
import type { Provider } from '../../../contract/types.gen.ts';
import type { Plan } from './network-data.ts';
import type { AvailabilityRow } from './network-rows.ts';
import type { City } from './places-data.ts';
import { accessArea, mdfLocation } from './places.ts';
import { TECHNOLOGY_LABELS } from './products-data.ts';
import { G, M } from './speed-units.ts';

/** Estimated copper speed at a line length: full speed up to 250 m, falling to 20 % at the reach. */
function copperSpeed(max: number, distance: number, reach: number): number {
  if (distance <= 250) return max;
  const factor = Math.max(0.2, 1 - (0.8 * (distance - 250)) / Math.max(1, reach - 250));
  return Math.max(256, Math.round((max * factor) / 100) * 100);
}

/** An availability row before it is ranked and given product ids. */
export type Offer = Omit<AvailabilityRow, 'rank' | 'product_ids'>;

export function offersFor(plan: Plan, city: City, districtIndex: number, provider: Provider): Offer[] {
  const mdf = mdfLocation(city, districtIndex);
  const aa = accessArea(city, districtIndex);
  const offers: Offer[] = [];
  const copper = plan.copper;
  const distanceText = copper
    ? copper.pairs === 2
      ? `${copper.distance};${copper.second}`
      : `${copper.distance}`
    : '';
  const copperOffer = (
    technology: string,
    down: number,
    up: number,
    reach: number,
    carriertype: string,
    data: string,
    pairs: 1 | 2,
    nlstype: string,
    network = 'KPN',
  ): void => {
    if (!copper || copper.distance > reach) return;
    offers.push({
      provider,
      technology,
      max_download: copperSpeed(down, copper.distance, reach),
      max_upload: copperSpeed(up, copper.distance, reach),
      carrier: 'Copper',
      network,
      area: mdf,
      distance: distanceText,
      carrier_detail: {
        carriertype,
        nlstype,
        base_technology: 'Copper',
        data_technology: data,
        copper_pairs: pairs,
        status: 'Open',
      },
    });
  };
  const fiberOffer = (
    technology: string,
    down: number,
    up: number,
    network: string,
    carriertype: string,
    data: string,
    nlstype: string | null,
  ): void => {
    offers.push({
      provider,
      technology,
      max_download: down,
      max_upload: up,
      carrier: 'Fiber',
      network,
      area: aa,
      distance: '',
      carrier_detail: {
        carriertype,
        nlstype,
        base_technology: 'Fiber',
        data_technology: data,
        copper_pairs: null,
        status: 'Open',
      },
    });
  };
  const single = copper?.pairs === 2 ? '2' : '1';

  switch (provider) {
    case 'KPNWBA':
      if (plan.kpnFiber)
        fiberOffer(
          'Fiber',
          plan.kpnFiber.down,
          plan.kpnFiber.up,
          'KPN-GPON',
          'REGG',
          plan.kpnFiber.tech,
          plan.kpnFiber.nlstype,
        );
      if (plan.ftto) fiberOffer('FTTH/FTTO', G, G, 'KPN', 'KPNFO', 'Ethernet over fiber', '21');
      copperOffer('VPLUS', 400 * M, 60 * M, 550, 'SDF', 'Vplus 35b', 1, single);
      copperOffer('VVDSL', 100 * M, 30 * M, 1200, 'SDF', 'Vectored VDSL2', 1, single);
      copperOffer('VDSL', 50 * M, 10 * M, 1800, 'MDF', 'VDSL2', 1, single);
      copperOffer('ADSL', 20 * M, M, 4500, 'MDF', 'ADSL2+', 1, single);
      if (copper?.pairs === 2) copperOffer('BVDSL', 200 * M, 40 * M, 1200, 'MDF', 'Bonded VDSL2', 2, '2');
      break;
    case 'KPNWEAS':
      if (plan.weasFiber) fiberOffer('Fiber', G, G, 'KPN', 'KPNFO', 'Ethernet over fiber', '23');
      if (plan.weasCopper && copper) {
        if (copper.distance <= 1500) copperOffer('Copper', 100 * M, 30 * M, 1500, 'MDF', 'VDSL2', 1, single);
        else copperOffer('Copper', 20 * M, 20 * M, 3500, 'MDF', 'SDSL', 1, single);
      }
      break;
    case 'EUROFIBER':
      if (plan.eurofiber)
        fiberOffer('Fiber', plan.eurofiber, plan.eurofiber, 'EUROFIBER', 'ODF', 'Ethernet over fiber', null);
      break;
    case 'TELE2':
      if (plan.tele2Fiber) {
        fiberOffer(
          'Fiber',
          G,
          G,
          plan.tele2Fiber,
          plan.tele2Fiber === 'Delta Fiber' ? 'ODF' : 'REGG',
          'GPON',
          plan.tele2Fiber === 'Delta Fiber' ? null : '7',
        );
      }
      if (plan.tele2Copper && copper) {
        if (copper.distance <= 1800)
          copperOffer('Copper', 100 * M, 30 * M, 1800, 'MDF', 'Vectored VDSL2', 1, single, 'TELE2');
        else copperOffer('Copper', 20 * M, M, 4500, 'MDF', 'ADSL2+', 1, single, 'TELE2');
      }
      break;
    case 'ZIGGO':
      if (plan.ziggo) {
        offers.push({
          provider,
          technology: 'Copper',
          max_download: plan.ziggo[0],
          max_upload: plan.ziggo[1],
          carrier: 'Copper',
          network: 'ZIGGO',
          area: aa,
          distance: '',
          carrier_detail: {
            carriertype: 'HFC',
            nlstype: null,
            base_technology: 'Copper',
            data_technology: 'DOCSIS 3.1',
            copper_pairs: null,
            status: 'Open',
          },
        });
      }
      break;
  }
  const order = TECHNOLOGY_LABELS[provider];
  return offers.sort((a, b) => order.indexOf(a.technology) - order.indexOf(b.technology));
}
