import { PorticoProvider } from '@portico/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { createDemoPortico } from './createDemoPortico.js';
import { loadStack } from './loadStack.js';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// One instance for the page's lifetime, made once the stack says where the chains are.
loadStack().then((stack) => {
  const { networks } = stack;
  const { portico, adapter } = createDemoPortico(stack, window.location.search);
  createRoot(root).render(
    <StrictMode>
      <PorticoProvider portico={portico}>
        <App
          networks={networks}
          wagmiConfig={adapter.wagmiConfig}
          mailboxUrl={stack.mailboxUrl}
          pusd={stack.pusd}
        />
      </PorticoProvider>
    </StrictMode>,
  );
});
