/** Prints the default catalogue as JSON; see the build:catalogue script in package.json. */
import { buildDefaultCatalogue } from './catalogue-builder';

console.log(JSON.stringify(buildDefaultCatalogue(), null, 2));
