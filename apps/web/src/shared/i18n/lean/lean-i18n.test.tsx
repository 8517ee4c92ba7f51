import { act, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { Profiler, useMemo, type ReactNode } from 'react';
import { I18nextProvider, Trans, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';

// The app's lean i18next (decision 039) behaves as i18next 26 for what the texts use.
function instance() {
  const i18n = createInstance();
  void i18n.init({
    lng: 'it',
    fallbackLng: 'en',
    resources: {
      en: {
        translation: {
          cart: { items_one: '{{count}} album', items_other: '{{count}} albums' },
          onlyEnglish: 'Only in English',
          hello: 'Hello {{name}}',
          faq: 'Read <faq>the FAQ</faq> or visit <site/>, {{who}}.',
        },
        albums: { title: 'Your albums' },
      },
      it: {
        translation: {
          cart: { items_one: '{{count}} album', items_other: '{{count}} album' },
          hello: 'Ciao {{name}}',
          plain: 'Testo',
          faq: 'Leggi <faq>le domande</faq> o visita <site/>, {{who}}.',
        },
      },
    },
  });
  return i18n;
}

describe('lean i18next', () => {
  it('reads nested keys, interpolates, and leaves a variable not passed as written', () => {
    const { t } = instance();
    expect(t('hello', { name: 'Ada' })).toBe('Ciao Ada');
    expect(t('hello')).toBe('Ciao {{name}}');
    expect(t('hello', { name: undefined })).toBe('Ciao ');
    expect(t('plain', { count: 3 })).toBe('Testo');
  });

  it('chooses the plural by count in the language shown', async () => {
    const i18n = instance();
    await i18n.changeLanguage('en');
    expect(i18n.t('cart.items', { count: 1 })).toBe('1 album');
    expect(i18n.t('cart.items', { count: 0 })).toBe('0 albums');
    expect(i18n.t('cart.items', { count: 2 })).toBe('2 albums');
  });

  it('falls back to English, then to the default value, then to the key', () => {
    const { t } = instance();
    expect(t('onlyEnglish')).toBe('Only in English');
    expect(t('missing.key', { defaultValue: 'Nothing for {{x}}', x: 'A' })).toBe('Nothing for A');
    expect(t('missing.key', 'as given')).toBe('as given');
    expect(t('missing.key')).toBe('missing.key');
    expect(t('cart')).toBe('cart');
  });

  it('reads another namespace, and adds texts to one when they load', () => {
    const i18n = instance();
    expect(i18n.t('title', { ns: 'albums' })).toBe('Your albums');
    expect(i18n.hasResourceBundle('it', 'albums')).toBe(false);
    i18n.addResourceBundle('it', 'albums', { title: 'I tuoi album' });
    expect(i18n.hasResourceBundle('it', 'albums')).toBe(true);
    expect(i18n.getFixedT(null, 'albums')('title')).toBe('I tuoi album');
  });

  it("keeps a namespace's t when another namespace's texts arrive, and renews every t for the default one", () => {
    const i18n = instance();
    const plain = i18n.getFixedT('it');
    const albums = i18n.getFixedT('it', 'albums');
    const preview = i18n.getFixedT('it', 'preview');
    i18n.addResourceBundle('en', 'albums', { subtitle: 'Yours' });
    expect(i18n.getFixedT('it')).toBe(plain);
    expect(i18n.getFixedT('it', 'preview')).toBe(preview);
    // Another language's texts count: they are the fallback.
    expect(i18n.getFixedT('it', 'albums')).not.toBe(albums);
    // Any t may read the default namespace (`{ ns: 'translation' }`).
    i18n.addResourceBundle('it', 'translation', { more: 'Altro' });
    expect(i18n.getFixedT('it')).not.toBe(plain);
    expect(i18n.getFixedT('it', 'preview')).not.toBe(preview);
  });
});

function Greeting() {
  const { t, ready } = useTranslation();
  return (
    <p>
      {t('hello', { name: 'Ada' })} {ready ? 'ready' : 'waiting'}
    </p>
  );
}

/** Trans gives it its words as children. */
function FaqLink({ children }: { children?: ReactNode }) {
  return <a href="/faq">{children}</a>;
}

describe('lean react-i18next', () => {
  it('renders in the language shown and again when it changes', async () => {
    const i18n = instance();
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getByText('Ciao Ada ready')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Hello Ada ready')).toBeInTheDocument();
  });

  it("gives a new t when a namespace's texts arrive, so what was worked out from it is redone", async () => {
    const i18n = instance();
    function Title() {
      const { t } = useTranslation('albums');
      const title = useMemo(() => t('title'), [t]);
      return <h1>{title}</h1>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Your albums');
    await act(async () => {
      i18n.addResourceBundle('it', 'albums', { title: 'I tuoi album' });
    });
    expect(screen.getByRole('heading')).toHaveTextContent('I tuoi album');
  });

  it("renders a component again only when its own texts' t changes", async () => {
    const i18n = instance();
    const renders = { plain: 0, albums: 0 };
    const count = (id: string) => {
      renders[id as keyof typeof renders] += 1;
    };
    function Plain() {
      return <p>{useTranslation().t('plain')}</p>;
    }
    function Albums() {
      return <h1>{useTranslation('albums').t('title')}</h1>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Profiler id="plain" onRender={count}>
          <Plain />
        </Profiler>
        <Profiler id="albums" onRender={count}>
          <Albums />
        </Profiler>
      </I18nextProvider>,
    );
    const before = { ...renders };
    await act(async () => {
      i18n.addResourceBundle('it', 'albums', { title: 'I tuoi album' });
    });
    expect(screen.getByRole('heading')).toHaveTextContent('I tuoi album');
    expect(renders.albums).toBeGreaterThan(before.albums);
    expect(renders.plain).toBe(before.plain);
  });

  it('Trans puts the named components around their words', () => {
    render(
      <I18nextProvider i18n={instance()}>
        <Trans
          i18nKey="faq"
          values={{ who: 'Ada' }}
          components={{ faq: <FaqLink />, site: <a href="/site">our site</a> }}
        />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: 'le domande' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'our site' })).toHaveAttribute('href', '/site');
    expect(screen.getByText(/^Leggi/).textContent).toBe('Leggi le domande o visita our site, Ada.');
  });
});
