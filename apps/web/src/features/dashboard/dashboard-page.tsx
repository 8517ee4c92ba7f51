import { Alert, Badge, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { canCreateAlbum, MAX_ALBUMS_IN_PROGRESS } from '@vinyl/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AlbumResource } from '../../shared/api/albums/album-resource';
import { albumsInProgressQueryOptions } from '../../shared/api/albums/get-albums-in-progress';
import { isApiError } from '../../shared/api/api-error';
import type { OrderWithAlbums } from '../../shared/api/orders/get-recent-orders';
import { useAlbumTexts } from '../../shared/i18n/albums-texts';
import { onUse } from '../../shared/lib/on-use';
import { PATHS } from '../../shared/lib/paths';
import { useSessionStore } from '../../shared/session';
import { notifyError } from '../../shared/ui/notify';
import { PageTitle } from '../../shared/ui/page-title';
import { AlbumCard } from './album-card';
import classes from './dashboard.module.css';
import { RecentOrders } from './recent-orders';
import { useAlbumActions } from './use-album-actions';

const STEPS = ['vinyl', 'music', 'customise', 'graphics', 'review'] as const;

// The details dialogs (Mantine's Modal) load when an album's or an order's details are first
// asked for, not with the dashboard (decision 061); the dialog opens once its code is here.
const AlbumDialog = onUse(() =>
  import('./album-details-modal').then((module) => module.AlbumDetailsModal),
);
const OrderDialog = onUse(() =>
  import('./order-details-modal').then((module) => module.OrderDetailsModal),
);

/** Home and dashboard (spec 1 §2 "Dashboard"). */
export function DashboardPage() {
  const { t: tPages } = useTranslation();
  const { t, ready } = useAlbumTexts();
  const navigate = useNavigate();
  const albums = useQuery(albumsInProgressQueryOptions());
  const count = albums.data?.count ?? 0;
  const [selected, setSelected] = useState<AlbumResource | null>(null);
  const [order, setOrder] = useState<OrderWithAlbums | null>(null);
  const AlbumDetailsModal = AlbumDialog.loaded;
  const OrderDetailsModal = OrderDialog.loaded;
  // Opens once the dialog's code is here; if it cannot load, a notice says so.
  const loadFailed = () => notifyError(tPages('overlay.loadFailed'));
  const showAlbum = (album: AlbumResource) =>
    void AlbumDialog.load().then(() => setSelected(album), loadFailed);
  const showOrder = (details: OrderWithAlbums) =>
    void OrderDialog.load().then(() => setOrder(details), loadFailed);
  const actions = useAlbumActions(count, () => {
    setSelected(null);
    setOrder(null);
  });
  const canCreate = canCreateAlbum(count);
  const listError = albums.isError
    ? t('dashboard.loadError', {
        reason: isApiError(albums.error) ? albums.error.title : albums.error.message,
      })
    : null;

  // Spec 1 §8: a failed list shows its banner and the page scrolls to the top.
  useEffect(() => {
    if (listError) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [listError]);

  const create = () => {
    useSessionStore.getState().resetAlbum();
    void navigate(PATHS.vinyls);
  };

  return (
    <Stack gap="xl" py="md">
      <section className={classes.hero} aria-labelledby="dashboard-title">
        <Stack gap="sm">
          <PageTitle id="dashboard-title">{tPages('pages.dashboard')}</PageTitle>
          {ready && (
            <>
              <Text>{t('dashboard.intro')}</Text>
              <ol className={classes.steps} aria-label={t('dashboard.stepsTitle')}>
                {STEPS.map((step) => (
                  <li key={step}>{t(`dashboard.steps.${step}`)}</li>
                ))}
              </ol>
            </>
          )}
        </Stack>
        {ready && (
          <Button
            size="md"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            disabled={!canCreate}
            onClick={create}
          >
            {t('dashboard.create')}
          </Button>
        )}
      </section>
      {!ready ? (
        <Loader aria-label={tPages('app.loading')} />
      ) : (
        <>
          {actions.error && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              withCloseButton
              closeButtonLabel={t('album.close')}
              onClose={() => actions.setError(null)}
            >
              {actions.error}
            </Alert>
          )}
          {listError && (
            <Alert color="red" variant="light" role="alert">
              <Group justify="space-between">
                <span>{listError}</span>
                <Button size="xs" variant="white" color="red" onClick={() => void albums.refetch()}>
                  {t('dashboard.retry')}
                </Button>
              </Group>
            </Alert>
          )}
          {albums.isSuccess && !canCreate && (
            <Alert
              color="yellow"
              variant="light"
              title={t('dashboard.limitWarning', { num: MAX_ALBUMS_IN_PROGRESS })}
            >
              {t('dashboard.limitAdvice')}
            </Alert>
          )}
          <RecentOrders onDetails={showOrder} />
          <Stack component="section" gap="sm" aria-labelledby="in-progress-title">
            <Group gap="sm" align="center">
              <Title order={2} size="h3" id="in-progress-title">
                {t('dashboard.inProgressTitle')}
              </Title>
              {albums.isSuccess && (
                <Badge
                  variant="filled"
                  color="dark"
                  size="lg"
                  aria-label={t('dashboard.inProgressCount', { count })}
                >
                  {count}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {tPages('states.albumsHelp')}
            </Text>
            {albums.isPending && <Loader aria-label={tPages('app.loading')} />}
            {albums.isSuccess && count === 0 && <Text c="dimmed">{t('dashboard.noAlbums')}</Text>}
            {albums.isSuccess && (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {albums.data.albums.map((album) => (
                  <AlbumCard key={album.id} album={album} onDetails={showAlbum} />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        </>
      )}
      {selected && AlbumDetailsModal && (
        <AlbumDetailsModal
          album={selected}
          busy={actions.busy}
          onClose={() => setSelected(null)}
          onDelete={actions.onDelete}
          onClone={actions.onClone}
          onContinue={actions.onContinue}
        />
      )}
      {order && OrderDetailsModal && (
        <OrderDetailsModal
          order={order}
          cloning={actions.busy === 'clone'}
          onClose={() => setOrder(null)}
          onClone={actions.onClone}
        />
      )}
    </Stack>
  );
}
