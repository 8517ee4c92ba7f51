export * from './default';
export * from './schema';
export * from './values';
