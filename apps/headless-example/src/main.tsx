import { porticoDevnet, porticoTestnet } from '@portico/core';
import { createEvmAdapter, createInjectedConnector } from '@portico/evm';
import { HeadlessPorticoProvider } from '@portico/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The provider without Portico's modal: the page draws its own with the hooks (App.tsx).
createRoot(root).render(
  <StrictMode>
    <HeadlessPorticoProvider
      options={{
        projectId: 'portico-headless-example',
        networks: [porticoDevnet(), porticoTestnet()],
        adapters: [createEvmAdapter()],
        connectors: [createInjectedConnector()],
      }}
    >
      <App />
    </HeadlessPorticoProvider>
  </StrictMode>,
);
