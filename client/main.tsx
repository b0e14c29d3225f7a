import './ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router/dom';
import { relayEnvironment } from './relay/environment.ts';
import { router } from './routes.tsx';

// The tracking pages /tracking/login and /tracking/signup load after those events
// (docs/product.md#analytics-and-tracking).

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={relayEnvironment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  </StrictMode>,
);
