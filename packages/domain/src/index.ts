export * from './browser';
export * from './progress';
