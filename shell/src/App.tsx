import { StrictMode, useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import type { PrerenderedArea } from './prerendered/PrerenderedArea';

interface Props {
  /** The area the server prerendered, loaded already, for hydrateRoot. */
  prerendered?: PrerenderedArea;
  /** Called once the app is on the page (for a hydrated page: once it has taken over). */
  onMounted?: () => void;
}

export function App({ prerendered, onMounted }: Props) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app is first on the page
  useEffect(() => onMounted?.(), []);
  return (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes prerendered={prerendered} />
      </BrowserRouter>
    </StrictMode>
  );
}
