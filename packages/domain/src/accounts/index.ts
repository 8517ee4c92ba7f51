/** accounts: see the README map "Where things live". */
export * from './user';
export * from './password';
export * from './password-strength';
