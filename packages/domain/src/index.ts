/** The shop's rules, one place each, grouped by concern (decision 021). */
export * from './shared';
export * from './accounts';
export * from './albums';
export * from './audio';
export * from './options';
export * from './pricing';
export * from './print';
export * from './orders';
export * from './catalogue';
export * from './design';
