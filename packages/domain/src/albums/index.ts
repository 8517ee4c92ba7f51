/** albums: see the README map "Where things live". */
export * from './album';
export * from './album-status';
export * from './album-limit';
export * from './progress';
export * from './completeness';
export * from './quantity';
export * from './formats';
export * from './defaults';
export * from './side-names';
