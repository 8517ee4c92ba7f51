// Mantine's base rules; each component brings its own (vite.config.ts mantineComponentStyles).
import 'virtual:mantine-styles';
import '@mantine/notifications/styles.css';
import '@fontsource-variable/inter';
import '@fontsource/fraunces/latin-600.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createApp } from './app/create-app';
import { prepareInitialLanguage } from './shared/i18n/language';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The texts are asked for first, then the router starts the first navigation (the guard's
// "who am I?", the page's code) while they load, not after them: one round trip less before
// the first page (issue 18, decision 042). The first screen still renders in its language.
const texts = prepareInitialLanguage();
const app = createApp();
// The first render is a transition: React renders in slices of a few milliseconds and lets
// the browser in between, instead of one task of the whole page (Lighthouse counts every
// task over 50 ms, times four on its phone, as blocking time; issue 18, decision 046).
void texts.finally(() => {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App app={app} />
      </StrictMode>,
    );
  });
});
