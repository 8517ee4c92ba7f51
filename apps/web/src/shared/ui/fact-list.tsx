import { Fragment, type ReactNode } from 'react';
import classes from './fact-list.module.css';

/** One term and its value; a fact whose value is null or undefined is left out. */
export interface Fact {
  term: string;
  value: ReactNode;
}

/** Terms and values side by side (an album's or an order's facts) as a description list. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={classes.facts}>
      {facts
        .filter((fact) => fact.value !== null && fact.value !== undefined)
        .map((fact) => (
          <Fragment key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}
