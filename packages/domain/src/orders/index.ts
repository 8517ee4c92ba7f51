/** orders: see the README map "Where things live". */
export * from './orders';
export * from './note-attributes';
export * from './checkout';
export * from './fiscal-code';
export * from './production';
export * from './production-dates';
export * from './quote';
