import { Suspense, lazy, useRef, useState } from 'react';
import { LanguageButton } from './language-button';

const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenu })));

/**
 * Language switcher (spec 1 §2). Mantine's Menu (with its positioning code) would add about
 * 25 KB gzipped to the login route, so a look-alike button is shown first: the menu's code
 * starts loading when the pointer or focus reaches it, and the real menu takes its place,
 * open, on the first click (or Enter / Space).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState<{ focus: boolean } | null>(null);
  const preload = () => void loadMenu();
  const placeholder = (
    <LanguageButton
      ref={button}
      className={className}
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setOpened({ focus: document.activeElement === button.current })}
    />
  );
  if (!opened) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu defaultOpened focusTrigger={opened.focus} className={className} />
    </Suspense>
  );
}
