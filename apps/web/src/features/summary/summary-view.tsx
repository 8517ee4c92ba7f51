import { PlaceholderPage } from '../../shared/ui/placeholder-page';

/** View 1 "Summary" (spec 1 §2, §5). */
export function SummaryView() {
  return <PlaceholderPage title="Summary" />;
}
