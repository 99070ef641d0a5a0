// Entry point of the web app: providers and the router.
import './zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './providers.tsx';
import { createAppRouter } from './routes.tsx';
import { routeUnauthorizedToLogin } from './unauthorized.ts';

const router = createAppRouter();
routeUnauthorizedToLogin(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
