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
import { nextTask } from './shared/lib/next-task';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The texts are asked for first, then the router starts the first navigation (the guard's
// "who am I?", the page's code) while they load, not after them: one round trip less before
// the first page (issue 18, decision 042). The first screen still renders in its language.
const texts = prepareInitialLanguage();
// The libraries' and the app's modules have run in this task; the router is built and starts
// the first navigation in the next one, and each of its loaders works in a task of its own
// (page-gate.ts). Lighthouse multiplies each task by four on its phone and counts what passes
// 50 ms as blocking time: one task of 30–45 ms here is now four of 8–16 ms (issue 18).
void nextTask().then(() => {
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
});
