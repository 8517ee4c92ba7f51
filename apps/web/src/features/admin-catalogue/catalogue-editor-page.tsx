import 'mantine-datatable/styles.layer.css';
import { Button, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { notifySuccess } from '../../shared/ui/notify';
import { PageTitle } from '../../shared/ui/page-title';
import {
  useAdminCatalogue,
  usePreviewCatalogue,
  usePublishCatalogue,
  type PublishedCatalogue,
} from './api/catalogue-editor';
import { IssuesAlert, ServerErrorAlert } from './components/issues-alert';
import { PreviewPanel } from './components/preview-panel';
import { PublishDialog } from './components/publish-dialog';
import { CatalogueDraftProvider, useDraftState } from './draft/draft-context';
import { findIssues } from './draft/issues';
import { pathKey, type Path } from './draft/paths';
import { AudioChecksSection } from './sections/audio-checks-section';
import { ColoursSection } from './sections/colours-section';
import { FormatsSection } from './sections/formats-section';
import { PackagingSection } from './sections/packaging-section';
import { PriceTiersSection } from './sections/price-tiers-section';
import { ShippingSection } from './sections/shipping-section';
import { SpeedsSection } from './sections/speeds-section';
import { VatSection } from './sections/vat-section';
import { useAdminCatalogueTexts } from './use-admin-catalogue-texts';

const SECTIONS = [
  ['formats', FormatsSection],
  ['speeds', SpeedsSection],
  ['colours', ColoursSection],
  ['tiers', PriceTiersSection],
  ['packaging', PackagingSection],
  ['shipping', ShippingSection],
  ['vat', VatSection],
  ['audioChecks', AudioChecksSection],
] as const;

/**
 * The catalogue editor (issue 17): the published catalogue as forms per section, checked
 * as it is typed with the catalogue's own schema, previewed on example albums, and
 * published as the next version after a confirmation.
 */
export function CatalogueEditorPage() {
  const { t, ready } = useAdminCatalogueTexts();
  const catalogue = useAdminCatalogue();
  if (!ready || catalogue.isPending) return <Loader />;
  if (catalogue.isError) return <ServerErrorAlert error={catalogue.error} />;
  const { published } = catalogue.data;
  return (
    <Stack>
      <PageTitle>{t('page.title')}</PageTitle>
      {/* A new version starts a new draft from it. */}
      <CatalogueEditor key={published.version} published={published} />
    </Stack>
  );
}

function CatalogueEditor({ published }: { published: PublishedCatalogue }) {
  const { t, lang } = useAdminCatalogueTexts();
  const { draft, dirty, edit, reset } = useDraftState(published.catalogue);
  const checked = useDeferredValue(draft);
  const issues = useMemo(() => findIssues(t, checked), [t, checked]);
  const errorAt = useCallback(
    (path: Path) => issues.find((issue) => issue.key === pathKey(path))?.message,
    [issues],
  );
  const preview = usePreviewCatalogue();
  const publish = usePublishCatalogue();
  const [confirming, setConfirming] = useState(false);
  const date = new Date(published.published_at).toLocaleString(lang);
  const blocked = issues.length > 0 || checked !== draft;

  function confirmPublish(note: string) {
    publish.mutate(
      { catalogue: draft, baseVersion: published.version, note },
      {
        onSuccess: () => {
          setConfirming(false);
          notifySuccess(t('publish.done', { version: published.version + 1 }));
        },
      },
    );
  }

  return (
    <CatalogueDraftProvider
      draft={draft}
      dirty={dirty}
      edit={edit}
      errorAt={errorAt}
      issues={issues}
    >
      <Stack>
        <Text>
          {t('page.version', { version: published.version, date })}
          {published.note ? ` — ${published.note}` : ''}
        </Text>
        <Group>
          <Button
            variant="default"
            disabled={blocked}
            loading={preview.isPending}
            onClick={() => preview.mutate(draft)}
          >
            {t('page.preview')}
          </Button>
          <Button disabled={blocked || !dirty} onClick={() => setConfirming(true)}>
            {t('page.publish')}
          </Button>
          <Button variant="subtle" disabled={!dirty} onClick={reset}>
            {t('page.discard')}
          </Button>
          {dirty && <Text c="dimmed">{t('page.unpublished')}</Text>}
        </Group>
        <IssuesAlert />
        <ServerErrorAlert error={preview.error ?? publish.error} />
        {preview.data && (
          <PreviewPanel preview={preview.data} outdated={preview.variables !== draft} />
        )}
        <Tabs defaultValue="formats" keepMounted={false}>
          <Tabs.List aria-label={t('page.sections')}>
            {SECTIONS.map(([key]) => (
              <Tabs.Tab key={key} value={key}>
                {t(`sections.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {SECTIONS.map(([key, Section]) => (
            <Tabs.Panel key={key} value={key} pt="md">
              <Section />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
      <PublishDialog
        opened={confirming}
        version={published.version}
        publishing={publish.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={confirmPublish}
      />
    </CatalogueDraftProvider>
  );
}
