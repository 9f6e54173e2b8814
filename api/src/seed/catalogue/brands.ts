/** Where each brand comes from, for the specification text. */
const ORIGIN: Record<string, string> = {
  Parker: 'United Kingdom', Lamy: 'Germany', Pilot: 'Japan', Camlin: 'India', Classmate: 'India', 'Faber-Castell': 'Germany',
  Staedtler: 'Germany', Moleskine: 'Italy', Kokuyo: 'Japan', Luxor: 'India', Cello: 'India', Hauser: 'India', Doms: 'India',
  Sheaffer: 'United States', Cross: 'United States', Rhodia: 'France', Leuchtturm1917: 'Germany', 'Winsor & Newton': 'United Kingdom',
  Brustro: 'India', Kangaro: 'India', Solo: 'India', Deli: 'China', Linc: 'India', 'Uni-ball': 'Japan', Zebra: 'Japan',
  Reynolds: 'India', Apsara: 'India', Nataraj: 'India', Pentel: 'Japan', Rotring: 'Germany', Stabilo: 'Germany', 'Navneet Youva': 'India',
  Matrikas: 'India', 'Post-it': 'United States', Oddy: 'India', Sundaram: 'India', Kuretake: 'Japan', Camel: 'India', Fevicryl: 'India',
  Max: 'Japan', Maped: 'France', Fiskars: 'Finland', Casio: 'Japan', Citizen: 'Japan', Orpat: 'India', 'Kuber Industries': 'India',
  Nilkamal: 'India', Worldone: 'India', Philips: 'Netherlands', Wipro: 'India', Havells: 'India', Ajanta: 'India', Seiko: 'Japan',
  DailyObjects: 'India', Archies: 'India', Princeton: 'United States', Derwent: 'United Kingdom', Prismacolor: 'United States',
  Sakura: 'Japan', Paperkraft: 'India', Doodle: 'India', Rapid: 'Sweden',
};

export const brandOrigin = (brand: string): string => ORIGIN[brand] ?? 'India';
export const KNOWN_BRANDS = Object.keys(ORIGIN);
