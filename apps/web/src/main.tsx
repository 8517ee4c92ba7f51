import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@fontsource-variable/inter';
import '@fontsource/fraunces/latin-600.css';
import './app/global.css';
import { StrictMode } from 'react';
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
void texts.finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App app={app} />
    </StrictMode>,
  );
});
