export * from './analysis-resource';
export * from './analysis-texts';
export * from './analysis-view';
export {
  describeMeasurements,
  describeWarning,
  formatAt,
  formatLevel,
  wordedValues,
} from './describe-analysis';
