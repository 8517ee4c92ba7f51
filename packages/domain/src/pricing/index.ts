/** pricing: see the README map "Where things live". */
export * from './price-album';
export * from './pricing';
export * from './reprice';
export * from './money';
export * from './shipping';
