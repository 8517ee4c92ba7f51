/** print: see the README map "Where things live". */
export * from './artwork';
export * from './designer';
export * from './browser';
export * from './files';
export * from './thumbnails';
export * from './print';
export * from './print-checks';
export * from './print-sizes';
export * from './pdf-signature';
