import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { listCommonFormats, type FormatEntry } from '@vinyl/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { useCatalogue } from '../../shared/api/catalogue/get-catalogue';
import { useAlbumTexts } from '../../shared/i18n/albums-texts';
import { PATHS } from '../../shared/lib/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { DiscsModal } from './discs-modal';
import { FormatCard } from './format-card';
import { InfoModal } from './info-modal';
import { useCreateAlbum } from './use-create-album';

function FormatGrid(props: {
  title: string;
  entries: FormatEntry[];
  render: (entry: FormatEntry) => ReactNode;
}) {
  const id = `formats-${props.title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {props.title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
        {props.entries.map((entry) => (
          <div key={`${entry.format}-${entry.vinylsQuantity}`}>{props.render(entry)}</div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The format chooser (spec 2 §2 "Format chooser (vinyls)"). */
export function VinylsPage() {
  const { t: tPages } = useTranslation();
  const { t, ready } = useAlbumTexts();
  const catalogue = useCatalogue();
  const [infoOpened, setInfoOpened] = useState(true);
  const [chosen, setChosen] = useState<FormatEntry | null>(null);
  const flow = useCreateAlbum(catalogue.data);
  const catalog = catalogue.data;
  const card = (entry: FormatEntry) =>
    catalog && <FormatCard catalog={catalog} entry={entry} onChoose={setChosen} />;
  return (
    <Stack gap="xl" py="md">
      <Stack gap="xs">
        <PageTitle>{tPages('pages.vinyls')}</PageTitle>
        {ready && <Text>{t('vinyls.intro')}</Text>}
      </Stack>
      {(!ready || catalogue.isPending) && <Loader aria-label={tPages('app.loading')} />}
      {ready && catalogue.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('vinyls.loadError', {
            reason: isApiError(catalogue.error) ? catalogue.error.title : catalogue.error.message,
          })}
        </Alert>
      )}
      {ready && catalog && (
        <>
          <FormatGrid
            title={t('vinyls.common')}
            entries={listCommonFormats(catalog)}
            render={card}
          />
          <FormatGrid title={t('vinyls.all')} entries={catalog.formats} render={card} />
        </>
      )}
      {ready && (
        <Group>
          <Button
            component={Link}
            to={PATHS.dashboard}
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          >
            {t('vinyls.back')}
          </Button>
        </Group>
      )}
      {/* Shown on entry, once the formats are there to choose from. */}
      {ready && catalog && <InfoModal opened={infoOpened} onClose={() => setInfoOpened(false)} />}
      {catalog && chosen && (
        <DiscsModal
          catalog={catalog}
          format={chosen.format}
          initial={chosen.vinylsQuantity}
          creating={flow.creating}
          onClose={() => setChosen(null)}
          onConfirm={(discs) => void flow.create(chosen.format, discs)}
        />
      )}
    </Stack>
  );
}
