import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { i18nReady } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
// the first screen waits for the texts of its language, which come in a chunk of their own
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
