/**
 * The summary's code (view 1 of `/preview`): a chunk of its own, so that the album preview
 * (view 0) loads none of the checkout, the forms or the domain's schemas (issue 18, decision
 * 061). The route's loader asks for it beside the album when the address names view 1, and
 * the preview page renders it from here.
 */
export const loadSummaryView = () => import('../features/summary/summary-view');
