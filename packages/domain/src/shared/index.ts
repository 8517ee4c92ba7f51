/** shared: see the README map "Where things live". */
export * from './json-api';
export * from './messages';
export * from './result';
