import { RouterProvider } from 'react-router/dom';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import { createAppRouter } from './router.tsx';

export type AppRouter = ReturnType<typeof createAppRouter>;

/** The router at the current URL, once its first page (module and data) has loaded. */
export async function readyRouter(config: RuntimeConfig): Promise<AppRouter> {
  const router = createAppRouter(config);
  if (router.state.initialized) return router;
  await new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  return router;
}

export function RoutedApp({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
