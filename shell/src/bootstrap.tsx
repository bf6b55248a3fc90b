import { createRoot, type Root } from 'react-dom/client';
import '@rollcall/ui-kit/tokens.css';
import { App } from './App';
import { BootFailure } from './boot/BootFailure';
import { configureShell } from './boot/boot';
import { hydratePrerendered, prerenderedModule } from './prerendered/hydratePrerendered';

async function start(root: Root) {
  try {
    await configureShell();
    root.render(<App />);
  } catch (error) {
    console.error('[rollcall] could not start:', error instanceof Error ? error.message : error);
    root.render(<BootFailure onRetry={() => void start(root)} />);
  }
}

const container = document.getElementById('root');
if (container) {
  const prerendered = prerenderedModule(container, window.location.pathname);
  if (prerendered) void hydratePrerendered(container, prerendered);
  else void start(createRoot(container));
}
