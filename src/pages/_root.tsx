import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import regularFontUrl from '@/styles/fonts/Vazirmatn-Persian-Regular.woff2?url';
import '@/styles/global.css';
import { pageIconLinks } from '@/features/layout/page-icon-links';
import { OfflineSupport } from '@/features/offline/OfflineSupport';
import { SessionEffects } from '@/features/session/SessionEffects';
import { VitalsMeta } from '@/features/vitals/VitalsMeta';
import { GUARDED_PATTERNS } from '@/lib/routing/routes';
import { THEME_PRIMARY } from '@/lib/offline/web-app';
import { serverConfig } from '@/server/settings/config';
import { HydrationProvider } from '@/ui/HydrationProvider';
import { Toaster } from '@/ui/toast/Toaster';

export default async function Root({ children }: { children: ReactNode }) {
  // The body text weight; the bold weight loads on first use.
  preload(regularFontUrl, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  const icons = await pageIconLinks();
  return (
    <html lang="fa" dir="rtl">
      <head>
        <meta name="theme-color" content={THEME_PRIMARY} />
        <VitalsMeta />
        {icons}
      </head>
      <body>
        <HydrationProvider>{children}</HydrationProvider>
        <Toaster />
        <SessionEffects guarded={GUARDED_PATTERNS} />
        <OfflineSupport serviceWorker={serverConfig().serviceWorker} />
      </body>
    </html>
  );
}

// Dynamic, so that middleware (shop status, guards) sees every request:
// `waku start` serves prerendered pages before any middleware runs.
export const getConfig = async () => ({ render: 'dynamic' }) as const;
