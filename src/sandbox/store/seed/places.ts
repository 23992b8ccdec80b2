/**
 * Dutch places for the seed data: real cities with their real 4-digit postcode ranges, municipality,
 * province, approximate centre, an exchange (MDF) abbreviation and real street names.
 */

export type District = {
  /** Suffix of the MDF location, e.g. `C` in `Asd-C`. */
  readonly code: string;
  /** Name used in invoice descriptions, e.g. `Centrum` in "Amsterdam-Centrum". */
  readonly name: string;
};

export type City = {
  /** Woonplaats as the cadastre spells it. */
  readonly name: string;
  /** Short name people use in descriptions ("Den Haag" for 's-Gravenhage). */
  readonly label: string;
  readonly municipality: string;
  readonly province: string;
  /** Inclusive range of the 4-digit part of the city's postcodes. */
  readonly postcodeFrom: number;
  readonly postcodeTo: number;
  readonly latitude: number;
  readonly longitude: number;
  /** Exchange abbreviation used in MDF locations such as `Asd-C`. */
  readonly mdf: string;
  readonly districts: readonly District[];
  readonly streets: readonly string[];
  /** Postcodes (street groups) generated for this city, besides the fixed demo addresses. */
  readonly postcodeGroups: number;
};

const C: District = { code: 'C', name: 'Centrum' };
const N: District = { code: 'N', name: 'Noord' };
const O: District = { code: 'O', name: 'Oost' };
const Z: District = { code: 'Z', name: 'Zuid' };
const W: District = { code: 'W', name: 'West' };

export const cities: readonly City[] = [
  {
    name: 'Amsterdam',
    label: 'Amsterdam',
    municipality: 'Amsterdam',
    province: 'Noord-Holland',
    postcodeFrom: 1011,
    postcodeTo: 1109,
    latitude: 52.372776,
    longitude: 4.892222,
    mdf: 'Asd',
    districts: [C, W, Z, O, N],
    streets: [
      'Damrak',
      'Rokin',
      'Prinsengracht',
      'Keizersgracht',
      'Herengracht',
      'Overtoom',
      'Ferdinand Bolstraat',
      'Van Woustraat',
      'Javastraat',
      'Kinkerstraat',
      'Bilderdijkstraat',
      'Linnaeusstraat',
      'Haarlemmerdijk',
      'Jan Pieter Heijestraat',
      'Buiksloterweg',
      'Van Baerlestraat',
    ],
    postcodeGroups: 9,
  },
  {
    name: 'Rotterdam',
    label: 'Rotterdam',
    municipality: 'Rotterdam',
    province: 'Zuid-Holland',
    postcodeFrom: 3011,
    postcodeTo: 3089,
    latitude: 51.9225,
    longitude: 4.47917,
    mdf: 'Rtd',
    districts: [C, N, O, W, Z],
    streets: [
      'Coolsingel',
      'Witte de Withstraat',
      'Nieuwe Binnenweg',
      'Oudedijk',
      'Kralingse Plaslaan',
      'Groene Hilledijk',
      'Beijerlandselaan',
      'Mathenesserlaan',
      'Bergweg',
      'Zwart Janstraat',
      'Schiedamseweg',
      'Goudsesingel',
      'Meent',
    ],
    postcodeGroups: 8,
  },
  {
    name: "'s-Gravenhage",
    label: 'Den Haag',
    municipality: "'s-Gravenhage",
    province: 'Zuid-Holland',
    postcodeFrom: 2491,
    postcodeTo: 2599,
    latitude: 52.078663,
    longitude: 4.288788,
    mdf: 'Gv',
    districts: [O, Z, C, W, N],
    streets: [
      'Grote Marktstraat',
      'Laan van Meerdervoort',
      'Frederik Hendriklaan',
      'Weimarstraat',
      'Valkenboslaan',
      'Loosduinseweg',
      'Prinsegracht',
      'Stationsweg',
      'Hoefkade',
      'Fahrenheitstraat',
      'Thomsonlaan',
      'Spui',
    ],
    postcodeGroups: 7,
  },
  {
    name: 'Utrecht',
    label: 'Utrecht',
    municipality: 'Utrecht',
    province: 'Utrecht',
    postcodeFrom: 3511,
    postcodeTo: 3585,
    latitude: 52.090737,
    longitude: 5.12142,
    mdf: 'Ut',
    districts: [C, W, N, O, Z],
    streets: [
      'Oudegracht',
      'Biltstraat',
      'Amsterdamsestraatweg',
      'Vleutenseweg',
      'Kanaalstraat',
      'Lange Nieuwstraat',
      'Nachtegaalstraat',
      'Twijnstraat',
      'Burgemeester Reigerstraat',
      'Croeselaan',
      'Maliesingel',
    ],
    postcodeGroups: 7,
  },
  {
    name: 'Eindhoven',
    label: 'Eindhoven',
    municipality: 'Eindhoven',
    province: 'Noord-Brabant',
    postcodeFrom: 5611,
    postcodeTo: 5658,
    latitude: 51.441642,
    longitude: 5.469722,
    mdf: 'Ehv',
    districts: [C, O, N, W, Z],
    streets: [
      'Stratumseind',
      'Kruisstraat',
      'Woenselse Markt',
      'Boschdijk',
      'Aalsterweg',
      'Tongelresestraat',
      'Geldropseweg',
      'Vestdijk',
      'Kastanjelaan',
      'Strijpsestraat',
    ],
    postcodeGroups: 6,
  },
  {
    name: 'Groningen',
    label: 'Groningen',
    municipality: 'Groningen',
    province: 'Groningen',
    postcodeFrom: 9711,
    postcodeTo: 9747,
    latitude: 53.219383,
    longitude: 6.566502,
    mdf: 'Gn',
    districts: [C, O, Z, W],
    streets: [
      'Oude Ebbingestraat',
      'Herestraat',
      'Folkingestraat',
      'Oosterstraat',
      'Korreweg',
      'Paterswoldseweg',
      'Hereweg',
      'Zaagmuldersweg',
      'Peizerweg',
      'Damsterdiep',
    ],
    postcodeGroups: 6,
  },
  {
    name: 'Tilburg',
    label: 'Tilburg',
    municipality: 'Tilburg',
    province: 'Noord-Brabant',
    postcodeFrom: 5011,
    postcodeTo: 5049,
    latitude: 51.5551,
    longitude: 5.0913,
    mdf: 'Tb',
    districts: [C, O, N, W, Z],
    streets: [
      'Heuvelstraat',
      'Korvelseweg',
      'Goirkestraat',
      'Bredaseweg',
      'Ringbaan-Oost',
      'Ringbaan-West',
      'Piushaven',
      'Hasseltstraat',
      'Broekhovenseweg',
    ],
    postcodeGroups: 5,
  },
  {
    name: 'Almere',
    label: 'Almere',
    municipality: 'Almere',
    province: 'Flevoland',
    postcodeFrom: 1312,
    postcodeTo: 1363,
    latitude: 52.350785,
    longitude: 5.264702,
    mdf: 'Alm',
    districts: [C, O, N, W],
    streets: [
      'Marktgracht',
      'Koetsierbaan',
      'Landdrostdreef',
      'Rentmeesterbaan',
      'Stationsstraat',
      'Hospitaalweg',
      'Baltimoreplein',
      'Grote Markt',
      'Bolderbaan',
    ],
    postcodeGroups: 5,
  },
  {
    name: 'Breda',
    label: 'Breda',
    municipality: 'Breda',
    province: 'Noord-Brabant',
    postcodeFrom: 4811,
    postcodeTo: 4839,
    latitude: 51.571915,
    longitude: 4.768323,
    mdf: 'Bd',
    districts: [C, N, O, Z, W],
    streets: [
      'Ginnekenweg',
      'Haagdijk',
      'Boschstraat',
      'Baronielaan',
      'Terheijdenseweg',
      'Teteringsedijk',
      'Nieuwe Boschstraat',
      'Haagweg',
      'Claudius Prinsenlaan',
    ],
    postcodeGroups: 5,
  },
  {
    name: 'Nijmegen',
    label: 'Nijmegen',
    municipality: 'Nijmegen',
    province: 'Gelderland',
    postcodeFrom: 6511,
    postcodeTo: 6546,
    latitude: 51.812563,
    longitude: 5.837226,
    mdf: 'Nm',
    districts: [C, O, Z, W],
    streets: [
      'Molenstraat',
      'Hertogstraat',
      'Graafseweg',
      'Sint Annastraat',
      'Groesbeekseweg',
      'Van Welderenstraat',
      'Hatertseweg',
      'Berg en Dalseweg',
      'Wolfskuilseweg',
    ],
    postcodeGroups: 5,
  },
  {
    name: 'Haarlem',
    label: 'Haarlem',
    municipality: 'Haarlem',
    province: 'Noord-Holland',
    postcodeFrom: 2011,
    postcodeTo: 2037,
    latitude: 52.387388,
    longitude: 4.646219,
    mdf: 'Hlm',
    districts: [C, W, Z, O, N],
    streets: [
      'Grote Houtstraat',
      'Kruisweg',
      'Zijlweg',
      'Rijksstraatweg',
      'Gedempte Oude Gracht',
      'Schoterweg',
      'Kleverparkweg',
      'Leidsevaart',
      'Wagenweg',
      'Amsterdamsevaart',
    ],
    postcodeGroups: 5,
  },
  {
    name: 'Arnhem',
    label: 'Arnhem',
    municipality: 'Arnhem',
    province: 'Gelderland',
    postcodeFrom: 6811,
    postcodeTo: 6846,
    latitude: 51.985103,
    longitude: 5.89873,
    mdf: 'Ah',
    districts: [C, N, O, Z],
    streets: [
      'Ketelstraat',
      'Jansbinnensingel',
      'Steenstraat',
      'Utrechtseweg',
      'Amsterdamseweg',
      'Hommelseweg',
      'Velperweg',
      'Rijnstraat',
      'Apeldoornseweg',
    ],
    postcodeGroups: 5,
  },
  {
    name: 'Zwolle',
    label: 'Zwolle',
    municipality: 'Zwolle',
    province: 'Overijssel',
    postcodeFrom: 8011,
    postcodeTo: 8045,
    latitude: 52.516775,
    longitude: 6.083022,
    mdf: 'Zl',
    districts: [C, Z, O, W, N],
    streets: [
      'Diezerstraat',
      'Assendorperstraat',
      'Thorbeckegracht',
      'Luttekestraat',
      'Wipstrikkerallee',
      'Veerallee',
      'Ceintuurbaan',
      'Deventerstraatweg',
    ],
    postcodeGroups: 5,
  },
  {
    name: 'Leiden',
    label: 'Leiden',
    municipality: 'Leiden',
    province: 'Zuid-Holland',
    postcodeFrom: 2311,
    postcodeTo: 2334,
    latitude: 52.160114,
    longitude: 4.49701,
    mdf: 'Ldn',
    districts: [C, N, O, Z],
    streets: [
      'Breestraat',
      'Haarlemmerstraat',
      'Rapenburg',
      'Hooigracht',
      'Morsweg',
      'Lammenschansweg',
      'Haagweg',
      'Zoeterwoudsesingel',
      'Oude Vest',
      'Kaiserstraat',
    ],
    postcodeGroups: 5,
  },
  {
    name: 'Maastricht',
    label: 'Maastricht',
    municipality: 'Maastricht',
    province: 'Limburg',
    postcodeFrom: 6211,
    postcodeTo: 6229,
    latitude: 50.851368,
    longitude: 5.690973,
    mdf: 'Mt',
    districts: [C, W, O, Z],
    streets: [
      'Grote Staat',
      'Wycker Brugstraat',
      'Rechtstraat',
      'Tongersestraat',
      'Brusselsestraat',
      'Akerstraat',
      'Scharnerweg',
      'Heerderweg',
      'Boschstraat',
      'Meerssenerweg',
    ],
    postcodeGroups: 5,
  },
  {
    name: 'Delft',
    label: 'Delft',
    municipality: 'Delft',
    province: 'Zuid-Holland',
    postcodeFrom: 2611,
    postcodeTo: 2629,
    latitude: 52.011577,
    longitude: 4.357068,
    mdf: 'Dt',
    districts: [C, W, O, Z],
    streets: [
      'Oude Delft',
      'Voorstraat',
      'Hippolytusbuurt',
      'Westvest',
      'Phoenixstraat',
      'Papsouwselaan',
      'Mekelweg',
      'Hugo de Grootstraat',
      'Vrijenbanselaan',
      'Oostsingel',
    ],
    postcodeGroups: 5,
  },
  {
    name: 'Amersfoort',
    label: 'Amersfoort',
    municipality: 'Amersfoort',
    province: 'Utrecht',
    postcodeFrom: 3811,
    postcodeTo: 3829,
    latitude: 52.156111,
    longitude: 5.387827,
    mdf: 'Amf',
    districts: [C, N, Z, O],
    streets: [
      'Langestraat',
      'Utrechtseweg',
      'Leusderweg',
      'Kamp',
      'Hogeweg',
      'Van Randwijcklaan',
      'Soesterweg',
      'Stadsring',
      'Barchman Wuytierslaan',
    ],
    postcodeGroups: 5,
  },
  {
    name: 'Apeldoorn',
    label: 'Apeldoorn',
    municipality: 'Apeldoorn',
    province: 'Gelderland',
    postcodeFrom: 7311,
    postcodeTo: 7339,
    latitude: 52.211157,
    longitude: 5.969923,
    mdf: 'Apd',
    districts: [C, N, O, Z, W],
    streets: [
      'Hoofdstraat',
      'Loolaan',
      'Deventerstraat',
      'Soerenseweg',
      'Laan van Osseveld',
      'Arnhemseweg',
      'Asselsestraat',
      'Koning Lodewijklaan',
      'Zwolseweg',
    ],
    postcodeGroups: 5,
  },
  {
    name: 'Enschede',
    label: 'Enschede',
    municipality: 'Enschede',
    province: 'Overijssel',
    postcodeFrom: 7511,
    postcodeTo: 7548,
    latitude: 52.221537,
    longitude: 6.893662,
    mdf: 'Es',
    districts: [C, N, O, Z, W],
    streets: [
      'Haaksbergerstraat',
      'Oldenzaalsestraat',
      'Hengelosestraat',
      'Gronausestraat',
      'Deurningerstraat',
      'Brinkstraat',
      'Lasondersingel',
      'Van Heekstraat',
    ],
    postcodeGroups: 5,
  },
  {
    name: "'s-Hertogenbosch",
    label: 'Den Bosch',
    municipality: "'s-Hertogenbosch",
    province: 'Noord-Brabant',
    postcodeFrom: 5211,
    postcodeTo: 5247,
    latitude: 51.697816,
    longitude: 5.303675,
    mdf: 'Ht',
    districts: [C, N, O, Z, W],
    streets: [
      'Hinthamerstraat',
      'Vughterstraat',
      'Orthenstraat',
      'Koninginnenlaan',
      'Graafseweg',
      'Vughterweg',
      'Zuid-Willemsvaart',
      'Hervensebaan',
      'Rompertsebaan',
    ],
    postcodeGroups: 5,
  },
  {
    name: 'Leeuwarden',
    label: 'Leeuwarden',
    municipality: 'Leeuwarden',
    province: 'Friesland',
    postcodeFrom: 8911,
    postcodeTo: 8939,
    latitude: 53.201233,
    longitude: 5.799913,
    mdf: 'Lw',
    districts: [C, N, O, Z, W],
    streets: [
      'Nieuwestad',
      'Voorstreek',
      'Harlingerstraatweg',
      'Oostergoweg',
      'Tesselschadestraat',
      'Franekereind',
      'Schrans',
      'Sophialaan',
    ],
    postcodeGroups: 4,
  },
  {
    name: 'Dordrecht',
    label: 'Dordrecht',
    municipality: 'Dordrecht',
    province: 'Zuid-Holland',
    postcodeFrom: 3311,
    postcodeTo: 3329,
    latitude: 51.813298,
    longitude: 4.690093,
    mdf: 'Dd',
    districts: [C, O, Z, W],
    streets: [
      'Voorstraat',
      'Spuiweg',
      'Krispijnseweg',
      'Dubbeldamseweg Zuid',
      'Singel',
      'Vrieseweg',
      'Johan de Wittstraat',
    ],
    postcodeGroups: 4,
  },
  {
    name: 'Zaandam',
    label: 'Zaandam',
    municipality: 'Zaanstad',
    province: 'Noord-Holland',
    postcodeFrom: 1501,
    postcodeTo: 1509,
    latitude: 52.43898,
    longitude: 4.82583,
    mdf: 'Zd',
    districts: [C, O, W],
    streets: [
      'Westzijde',
      'Oostzijde',
      'Gedempte Gracht',
      'Peperstraat',
      'Vincent van Goghweg',
      'Heijermansstraat',
    ],
    postcodeGroups: 4,
  },
  {
    name: 'Hoofddorp',
    label: 'Hoofddorp',
    municipality: 'Haarlemmermeer',
    province: 'Noord-Holland',
    postcodeFrom: 2131,
    postcodeTo: 2136,
    latitude: 52.30246,
    longitude: 4.688963,
    mdf: 'Hfd',
    districts: [C, N, Z],
    streets: [
      'Kruisweg',
      'Hoofdweg',
      'Marktplein',
      'Polderplein',
      'Burgemeester van Stamplein',
      'Graan voor Visch',
    ],
    postcodeGroups: 4,
  },
];

export function cityByName(name: string): City {
  const city = cities.find((candidate) => candidate.name === name);
  if (!city) throw new Error(`unknown seed city ${name}`);
  return city;
}

/** The district of a postcode: the city's range cut into equal slices, one per district. */
export function districtIndexOf(city: City, postcodeNumber: number): number {
  const span = city.postcodeTo - city.postcodeFrom + 1;
  const index = Math.floor(((postcodeNumber - city.postcodeFrom) * city.districts.length) / span);
  return Math.max(0, Math.min(city.districts.length - 1, index));
}

function districtOf(city: City, districtIndex: number): District {
  const district = city.districts[districtIndex];
  if (!district) throw new Error(`city ${city.name} has no district ${districtIndex}`);
  return district;
}

/** MDF (main distribution frame) location of a district, e.g. `Asd-C`. */
export function mdfLocation(city: City, districtIndex: number): string {
  return `${city.mdf}-${districtOf(city, districtIndex).code}`;
}

/** Fiber access area of a district, e.g. `AA/12345` (stable: derived from the names). */
export function accessArea(city: City, districtIndex: number): string {
  const key = `${city.name}/${districtOf(city, districtIndex).name}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `AA/${10000 + ((hash >>> 0) % 89990)}`;
}

/** "Amsterdam-Centrum": the area as people read it on an invoice. */
export function areaDescription(city: City, districtIndex: number): string {
  return `${city.label}-${districtOf(city, districtIndex).name}`;
}

/** Every area of every city, for the product catalogue. */
export type AreaRef = {
  readonly cityIndex: number;
  readonly districtIndex: number;
  readonly mdf: string;
  readonly accessArea: string;
  readonly description: string;
};

export const areas: readonly AreaRef[] = cities.flatMap((city, cityIndex) =>
  city.districts.map((_, districtIndex) => ({
    cityIndex,
    districtIndex,
    mdf: mdfLocation(city, districtIndex),
    accessArea: accessArea(city, districtIndex),
    description: areaDescription(city, districtIndex),
  })),
);

/** Dutch first names and surnames for contacts and mailboxes. */
export const firstNames: readonly string[] = [
  'Sanne',
  'Lotte',
  'Emma',
  'Julia',
  'Sophie',
  'Anouk',
  'Fleur',
  'Iris',
  'Femke',
  'Eva',
  'Lisa',
  'Noor',
  'Marloes',
  'Ingrid',
  'Monique',
  'Petra',
  'Joost',
  'Daan',
  'Sem',
  'Lucas',
  'Thijs',
  'Bram',
  'Ruben',
  'Jeroen',
  'Maarten',
  'Sander',
  'Pieter',
  'Willem',
  'Koen',
  'Niels',
  'Tim',
  'Rik',
  'Gert-Jan',
  'Hans',
  'Wim',
  'Mohamed',
  'Yusuf',
  'Fatima',
  'Priya',
  'Mei',
];

export const surnames: readonly string[] = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'van Dijk',
  'Bakker',
  'Janssen',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'de Graaf',
  'van der Meer',
  'van der Linden',
  'Kok',
  'Jacobs',
  'de Haan',
  'Vermeulen',
  'van den Heuvel',
  'van der Veen',
  'van den Broek',
  'de Bruijn',
  'Schouten',
  'El Amrani',
  'Yilmaz',
  'Kramer',
  'Postma',
  'Hoekstra',
];

/** Dutch mobile or landline number in international notation. */
export function dutchPhone(rng: {
  int(min: number, max: number): number;
  chance(p: number): boolean;
}): string {
  if (rng.chance(0.7)) {
    return `+31 6 ${rng.int(10, 99)}${rng.int(10, 99)}${rng.int(10, 99)}${rng.int(10, 99)}`;
  }
  const area = [20, 10, 70, 30, 40, 50, 24, 26, 13, 43, 15, 71, 33][rng.int(0, 12)] ?? 20;
  return `+31 ${area} ${rng.int(200, 799)} ${rng.int(1000, 9999)}`;
}
