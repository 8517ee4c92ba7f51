import { Button, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconDoorExit, IconListDetails } from '@tabler/icons-react';
import { WIZARD_STEPS, isWizardStepEnabled, progressPosition } from '@vinyl/domain';
import type { WizardStep } from '@vinyl/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { onUse } from '../../shared/lib/on-use';
import { routeNameOf } from '../../shared/lib/paths';
import type { RouteName } from '../../shared/lib/paths';
import { useSessionStore } from '../../shared/session';
import { useMountOnUse } from '../../shared/ui/use-mount-on-use';
import { SUMMARY_BOX_ID, showsExitButton, showsSummaryButton, sidebarMode } from './layout-rules';
import classes from './wizard-sidebar.module.css';

export interface WizardSidebarProps {
  route: RouteName;
  summaryOpened: boolean;
  onToggleSummary: () => void;
}

interface StepItemProps {
  step: WizardStep;
  enabled: boolean;
  completed: boolean;
  current: boolean;
}

function StepItem({ step, enabled, completed, current }: StepItemProps) {
  const { t } = useTranslation();
  const label = t(`sidebar.steps.${step.routeName}`);
  const marker = completed ? <IconCheck size={16} aria-hidden="true" /> : step.position;
  const content = (
    <>
      <span className={classes.marker} aria-hidden="true">
        {marker}
      </span>
      <span className={classes.label}>{label}</span>
      {completed && <VisuallyHidden>{`, ${t('sidebar.completed')}`}</VisuallyHidden>}
      {!enabled && <VisuallyHidden>{`, ${t('sidebar.locked')}`}</VisuallyHidden>}
    </>
  );
  return (
    <li className={classes.item}>
      {enabled ? (
        <Link
          to={step.path}
          className={classes.step}
          data-completed={completed || undefined}
          data-current={current || undefined}
          aria-current={current ? 'step' : undefined}
        >
          {content}
        </Link>
      ) : (
        <span className={classes.step} data-disabled aria-disabled="true">
          {content}
        </span>
      )}
    </li>
  );
}

// Mantine's Modal loads on the first click of Exit (decision 061).
const ExitDialog = onUse(() =>
  import('./exit-project-modal').then((module) => module.ExitProjectModal),
);

/** The "Create album" sidebar (spec 1 §2, spec 2 §2). */
export function WizardSidebar({ route, summaryOpened, onToggleSummary }: WizardSidebarProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const progress = useSessionStore((state) => state.albumProgress);
  const [exitOpened, exit] = useDisclosure(false);
  // The dialog mounts on the button's first click, open (decision 060).
  const {
    target: exitButton,
    used: exitMounted,
    mount: mountExit,
    restoreFocus: focusExit,
  } = useMountOnUse<HTMLButtonElement>(ExitDialog.load);
  const ExitProjectModal = exitMounted ? ExitDialog.loaded : undefined;
  const mode = sidebarMode(route);
  const reached = progressPosition(progress);
  return (
    <nav className={classes.sidebar} aria-labelledby={titleId}>
      <h2 id={titleId} className={classes.title}>
        {t('sidebar.title')}
      </h2>
      <ol className={classes.steps}>
        {WIZARD_STEPS.map((step) => {
          const enabled = mode === 'steps' && isWizardStepEnabled(step, progress);
          return (
            <StepItem
              key={step.path}
              step={step}
              enabled={enabled}
              completed={enabled && step.position < reached}
              current={routeNameOf(step.path) === route}
            />
          );
        })}
      </ol>
      <div className={classes.actions}>
        {showsSummaryButton(route) && (
          <Button
            variant="light"
            color="dark"
            size="sm"
            leftSection={<IconListDetails size={18} aria-hidden="true" />}
            aria-expanded={summaryOpened}
            aria-controls={SUMMARY_BOX_ID}
            onClick={onToggleSummary}
            classNames={{
              root: classes.action,
              section: classes.actionSection,
              label: classes.actionLabel,
            }}
          >
            {t('sidebar.summary')}
          </Button>
        )}
        {showsExitButton(route) && (
          <Button
            variant="subtle"
            color="dark"
            size="sm"
            leftSection={<IconDoorExit size={18} aria-hidden="true" />}
            ref={exitButton}
            onPointerEnter={ExitDialog.preload}
            onFocus={ExitDialog.preload}
            onClick={() => (ExitProjectModal ? exit.open() : mountExit(exit.open))}
            classNames={{
              root: classes.action,
              section: classes.actionSection,
              label: classes.actionLabel,
            }}
          >
            {t('sidebar.exit')}
          </Button>
        )}
      </div>
      {ExitProjectModal && (
        <ExitProjectModal
          opened={exitOpened}
          onClose={() => {
            exit.close();
            focusExit();
          }}
        />
      )}
    </nav>
  );
}
