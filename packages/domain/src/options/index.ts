/** options: see the README map "Where things live". */
export * from './album-options';
export * from './double-album';
export * from './availability';
export * from './colour-looks';
export * from './option-changes';
export * from './option-checks';
export * from './option-choices';
export * from './option-rules';
export * from './selection';
export * from './label-text';
