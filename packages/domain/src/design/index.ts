/** design: the online designer's document and its warnings (issue 16). */
export * from './design-document';
export * from './design-warnings';
