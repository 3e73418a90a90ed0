/** The atelier's colours: warm paper grounds, sepia inks and the fabrics' washes. */
export const GROUNDS = {
  ivory: { base: '#f6f0e5', deep: '#e6d9c6', light: '#fbf8f2' },
  sand: { base: '#ecdfca', deep: '#d5c0a3', light: '#f5ecdd' },
  blush: { base: '#f3e3da', deep: '#dfc2b3', light: '#f9eee8' },
  taupe: { base: '#d9ccbe', deep: '#b5a28f', light: '#e8ded3' },
} as const;

export type Ground = keyof typeof GROUNDS;
export const GROUND_NAMES = Object.keys(GROUNDS) as Ground[];

export const INK = {
  sepia: '#3b2a21',
  umber: '#5e3828',
  graphite: '#3d3936',
} as const;

/** Fabric washes: the light tone and a shadow tone for each. */
export const FABRICS = {
  champagne: ['#eedcc0', '#c9a983'],
  blush: ['#eec3b5', '#c98f80'],
  rose: ['#d9a39b', '#a8655f'],
  sage: ['#c3cdb4', '#8c9a7c'],
  midnight: ['#6d7a92', '#38425a'],
  burgundy: ['#a35565', '#682a38'],
  ivory: ['#f8f1e4', '#d8c6ad'],
  noir: ['#5a5250', '#2a2424'],
  gold: ['#e3c992', '#b08a4e'],
  dove: ['#d7d0c8', '#a09689'],
  terracotta: ['#d69a7f', '#9c5a40'],
  powder: ['#c8d3de', '#8a9bb0'],
} as const;

export type Fabric = keyof typeof FABRICS;
export const FABRIC_NAMES = Object.keys(FABRICS) as Fabric[];
