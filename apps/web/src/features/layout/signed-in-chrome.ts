/**
 * The chrome every signed-in page shows around it (lazy-parts.ts), one module for one file:
 * the top bar's controls, the footer and the sidebar came as three files, each with its
 * stylesheet and its icon, and on a phone's HTTP/1.1 link six connections carry a page's
 * thirty-odd files in rounds of a round trip each (issue 18). The sidebar comes along on the
 * pages without one: 2 KB against a round trip.
 */
export { Footer } from './footer';
export { SessionControls } from './session-controls';
export { WizardSidebar } from './wizard-sidebar';
