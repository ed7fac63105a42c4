import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/base.css';
import { App, initialRoutesLoaded } from './app';
import { installHistoryGuard } from './lib/history-guard';

// Before the router adds its own listener, so a declined Back or Forward never reaches it.
installHistoryGuard();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// As a transition, so a lazy page whose chunk is already in renders at once: React waits a
// microtask for its resolved import instead of committing the Suspense fallback first.
const render = () => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
};
// Render once the opened page's chunks are in, or after 300 ms with the loading spinner.
Promise.race([initialRoutesLoaded, new Promise((resolve) => setTimeout(resolve, 300))]).then(render);
