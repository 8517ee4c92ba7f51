import { useTranslation } from 'react-i18next';
import { config } from '../../shared/config';
import type { SiteSection } from '../../shared/config';
import classes from './top-bar.module.css';

const SECTIONS: readonly SiteSection[] = [
  'singleCopy',
  'smallRun',
  'vinylPress',
  'cassettes',
  'mastering',
  'giftCard',
];

/** Links to the provider's public site sections (spec 1 §2). */
export function SiteNav({ vertical = false }: { vertical?: boolean }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('topbar.siteNav')}>
      <ul className={classes.siteLinks} data-vertical={vertical || undefined}>
        {SECTIONS.map((section) => (
          <li key={section}>
            <a className={classes.siteLink} href={config.siteSections[section]}>
              {t(`topbar.${section}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
