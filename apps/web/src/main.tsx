import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// First: the counter opened cold asks for its session, config, menu and chunk before the rest of the app runs.
import './app/pos-boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ApiError } from './lib/http';
import { reportError } from './lib/report-error';
import { trackViewportHeight } from './lib/viewport';

trackViewportHeight();

// Unhandled errors are logged only (access section 8). Failed calls were already shown to the user by the client.
window.addEventListener('unhandledrejection', (event) => {
  if (event.reason instanceof ApiError) return;
  reportError('unhandled-rejection', event.reason);
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
