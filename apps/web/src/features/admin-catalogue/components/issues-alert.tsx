import { Alert, List } from '@mantine/core';
import { isApiError } from '../../../shared/api/api-error';
import { useCatalogueDraft } from '../draft/draft-context';
import { useAdminCatalogueTexts } from '../use-admin-catalogue-texts';

const SHOWN = 12;

/**
 * What stops the draft from being published, with the place of each issue: the fields show
 * theirs too, but a row may be filtered out of view.
 */
export function IssuesAlert() {
  const { t } = useAdminCatalogueTexts();
  const { issues } = useCatalogueDraft();
  if (issues.length === 0) return null;
  return (
    <Alert color="red" title={t('issues.title', { count: issues.length })}>
      <List size="sm">
        {issues.slice(0, SHOWN).map((issue) => (
          <List.Item key={issue.key + issue.message}>
            {t('issues.at', {
              place: issue.path.join(' › ') || t('issues.whole'),
              message: issue.message,
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The server's refusal (409, 422, …), as it said it in the operator's language. */
export function ServerErrorAlert({ error }: { error: unknown }) {
  const { t } = useAdminCatalogueTexts();
  if (!error) return null;
  const title = isApiError(error) ? error.title : t('errors.unknown');
  const detail = isApiError(error) ? error.detail : undefined;
  return (
    <Alert color="red" title={title} role="alert">
      {detail}
    </Alert>
  );
}
