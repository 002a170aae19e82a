import '@mantine/core/styles.css';
import { createTheme, MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FrontApp } from './FrontApp';

/**
 * The customer's entry (order.html): phones, the kiosk and the status page. Its own small bundle: it does not load
 * the back office (docs/self-ordering.md; budget 150 KiB gzipped of JS).
 */
const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand: ['#fff4e6', '#ffe8cc', '#ffd0a0', '#feb46f', '#fd9c45', '#fc8c2a', '#f7821b', '#dc700e', '#c46305', '#ab5400'] },
  fontFamily: '"Noto Sans TC", "PingFang TC", "Microsoft JhengHei", system-ui, sans-serif',
});

const root = document.getElementById('root');
if (!root) throw new Error('order.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <FrontApp />
    </MantineProvider>
  </StrictMode>,
);
