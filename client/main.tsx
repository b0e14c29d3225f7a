import './ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router/dom';
import { relayEnvironment } from './relay/environment.ts';
import { router } from './routes.tsx';

// Spec 2: the tracking pages /tracking/login and /tracking/signup load after those events.

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={relayEnvironment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  </StrictMode>,
);
