import { ActionIcon, Anchor, Group, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandYoutube } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { config } from '../../shared/config';
import { PATHS } from '../../shared/lib/paths';
import classes from './footer.module.css';

const SOCIAL = [
  { key: 'instagram', href: config.social.instagram, Icon: IconBrandInstagram },
  { key: 'facebook', href: config.social.facebook, Icon: IconBrandFacebook },
  { key: 'youtube', href: config.social.youtube, Icon: IconBrandYoutube },
] as const;

/** Footer (spec 1 §2): about, contacts, faq, terms, credits and social links. */
export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <nav aria-label={t('footer.nav')}>
          <ul className={classes.links}>
            <li>
              <Anchor href={config.footer.about}>{t('footer.about')}</Anchor>
            </li>
            <li>
              <Anchor href={config.footer.contacts}>{t('footer.contacts')}</Anchor>
            </li>
            <li>
              <Anchor href={config.footer.faq}>{t('footer.faq')}</Anchor>
            </li>
            <li>
              <Anchor href={config.footer.terms}>{t('footer.terms')}</Anchor>
            </li>
            <li>
              <Anchor component={Link} to={PATHS.credits}>
                {t('footer.credits')}
              </Anchor>
            </li>
          </ul>
        </nav>
        <Group gap="xs" aria-label={t('footer.social')} role="group">
          {SOCIAL.map(({ key, href, Icon }) => (
            <ActionIcon
              key={key}
              component="a"
              href={href}
              variant="subtle"
              color="gray.1"
              size="lg"
              aria-label={t(`footer.${key}`)}
            >
              <Icon size={22} aria-hidden="true" />
            </ActionIcon>
          ))}
        </Group>
        <Text size="sm" className={classes.copy}>
          © {year} {t('app.name')} · {t('app.tagline')}
        </Text>
      </div>
    </footer>
  );
}
