import './ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router/dom';
import { relayEnvironment } from './relay/environment.ts';
import { router } from './routes.tsx';

// The tracking pages /tracking/login and /tracking/signup load after those events
// (docs/product.md#analytics-and-tracking).

// The page shell comes with a title (the server's, for the address: api/http/document-head.ts).
// Pages render their own <title>, which React puts in the head too: the shell's goes once the
// first of those arrives, so the head never holds two.
const shellTitle = document.head.querySelector('title[data-shell]');
if (shellTitle) {
  const observer = new MutationObserver(() => {
    if (document.head.querySelector('title:not([data-shell])')) {
      shellTitle.remove();
      observer.disconnect();
    }
  });
  observer.observe(document.head, { childList: true });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={relayEnvironment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  </StrictMode>,
);
