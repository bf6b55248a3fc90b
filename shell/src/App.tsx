import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fetcher } from '@rollcall/api-client';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <SWRConfig value={{ fetcher }}>
          <AppRoutes />
        </SWRConfig>
      </BrowserRouter>
    </StrictMode>
  );
}
