/**
 * The network's fixed data: the carrier NIDs the demo transactions use, what a building's plan holds
 * and the plans of a fully served and of an unserved address, and the construction messages
 * addresses draw from. The order of every list is part of the seed's output.
 */
import { G, M } from './speed-units.ts';

type FiberPlan = {
  readonly tech: 'GPON' | 'XGS-PON';
  readonly down: number;
  readonly up: number;
  readonly nlstype: string;
};
type CopperPlan = { readonly distance: number; readonly pairs: 1 | 2; readonly second: number };

/** What the network offers at one building. */
export type Plan = {
  readonly kpnFiber: FiberPlan | null;
  readonly ftto: boolean;
  readonly copper: CopperPlan | null;
  readonly weasFiber: boolean;
  readonly weasCopper: boolean;
  readonly eurofiber: number | null;
  readonly tele2Fiber: string | null;
  readonly tele2Copper: boolean;
  readonly ziggo: readonly [number, number] | null;
  readonly construction: boolean;
};

/** NIDs of carriers the demo transactions use (fixed, so tests can rely on them). */
export const FIXED_CARRIER_NIDS = {
  everythingFiber: '1012AB00001G7K2',
  copperOnlyCopper: '3511AB00007K3P8',
} as const;

/** An address nobody serves. */
export const NONE: Plan = {
  kpnFiber: null,
  ftto: false,
  copper: null,
  weasFiber: false,
  weasCopper: false,
  eurofiber: null,
  tele2Fiber: null,
  tele2Copper: false,
  ziggo: null,
  construction: false,
};

/** An address every provider serves with everything it has. */
export const FULL: Plan = {
  kpnFiber: { tech: 'GPON', down: G, up: G, nlstype: '8' },
  ftto: true,
  copper: { distance: 180, pairs: 2, second: 240 },
  weasFiber: true,
  weasCopper: true,
  eurofiber: G,
  tele2Fiber: 'KPN-GPON',
  tele2Copper: true,
  ziggo: [G, 50 * M],
  construction: true,
};

/** A construction message: technology, network, message. */
export type ConstructionNotice = readonly [string, string, string];

export const CONSTRUCTION: readonly ConstructionNotice[] = [
  [
    'Fiber',
    'KPN-GPON',
    'Glasvezel wordt aangelegd in deze wijk. Aansluiten is mogelijk zodra de werkzaamheden zijn afgerond.',
  ],
  ['Fiber', 'KPN-GPON', 'KPN legt glasvezel aan in deze straat; de graafwerkzaamheden zijn gestart.'],
  [
    'Fiber',
    'Delta Fiber',
    'Delta Fiber legt glasvezel aan in deze buurt. De aanleg start bij voldoende aanmeldingen.',
  ],
  [
    'FTTH',
    'KPN-GPON',
    'Het kopernetwerk in deze wijk wordt vervangen door glasvezel; koperdiensten worden na de overstap beëindigd.',
  ],
  ['VDSL', 'KPN', 'Werkzaamheden aan de wijkkast: tijdelijk geen nieuwe VDSL-aansluitingen mogelijk.'],
];

/** The construction message of the demo address that has everything. */
export const EVERYTHING_CONSTRUCTION: ConstructionNotice = [
  'Fiber',
  'KPN-GPON',
  'In deze straat wordt het glasvezelnetwerk uitgebreid met XGS-PON (tot 8 Gbit/s).',
];
