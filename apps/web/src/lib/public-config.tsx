import type { PublicConfig } from '@mustashar/contracts';
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useIsClient } from './use-is-client';

/** The server settings the screens use (GET /api/config; the server checks them at start-up). */
export type PublicConfigView = Pick<
  PublicConfig,
  'supportEmail' | 'whatsappNumber' | 'office' | 'googleSignIn' | 'appleSignIn'
> & {
  /** The trial's rules; null until the server says (pages then word the trial so it holds for either mode). */
  trial: PublicConfig['trial'] | null;
  /** Outside services that receive personal data; null until the server says. */
  processors: PublicConfig['processors'] | null;
};

/** Used until the server answers (and if it cannot): the business's advertised details, and no made-up number. */
export const FALLBACK_CONFIG: PublicConfigView = {
  supportEmail: 'support@mustashar.sa',
  whatsappNumber: null,
  office: { ar: 'الرياض، المملكة العربية السعودية', en: 'Riyadh, Saudi Arabia' },
  googleSignIn: false,
  appleSignIn: false,
  trial: null,
  processors: null,
};

export async function getPublicConfig(): Promise<PublicConfig> {
  // The schemas and the API client load on demand: the contracts index brings zod, and neither is needed for the
  // landing page's first paint.
  const [{ PublicConfigSchema }, { apiFetch }] = await Promise.all([
    import('@mustashar/contracts'),
    import('./api-client'),
  ]);
  return apiFetch('/api/config', { schema: PublicConfigSchema });
}

const STALE_MS = 60 * 60 * 1000;
const RETRY_DELAY_MS = 1000;

/**
 * The server's answer, fetched once and shared by every screen (again after an hour). Not a TanStack query: the
 * layouts that show it are in the landing page's first download, which leaves TanStack Query to the pages that
 * need it (docs/decisions/097-landing-page-initial-javascript.md).
 */
export class PublicConfigStore {
  private data: PublicConfig | undefined;
  private fetchedAt = 0;
  private pending: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.data;

  /** Fetches unless a fresh answer is there or on its way; one retry after a failure, then the fallback stays. */
  load(): Promise<void> {
    if (this.pending || (this.data && Date.now() - this.fetchedAt < STALE_MS))
      return this.pending ?? Promise.resolve();
    const attempt = (retries: number): Promise<void> =>
      getPublicConfig().then(
        (data) => {
          this.data = data;
          this.fetchedAt = Date.now();
          for (const listener of this.listeners) listener();
        },
        () => {
          if (retries <= 0) return;
          return new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS)).then(() =>
            attempt(retries - 1),
          );
        },
      );
    this.pending = attempt(1).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }
}

const PublicConfigContext = createContext<PublicConfigStore | null>(null);
/** For screens rendered without the app's provider. */
const sharedStore = new PublicConfigStore();

/** One store per app (a test's app starts with none fetched). */
export function PublicConfigProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new PublicConfigStore());
  return <PublicConfigContext.Provider value={store}>{children}</PublicConfigContext.Provider>;
}

/**
 * Always returns usable details: the fallback until (or unless) the server answers. While hydrating the
 * prerendered landing page it is the fallback too (what the prerender showed), then the server's answer.
 */
export function usePublicConfig(): PublicConfigView {
  const store = useContext(PublicConfigContext) ?? sharedStore;
  const data = useSyncExternalStore(store.subscribe, store.getSnapshot, noServerData);
  useEffect(() => {
    void store.load();
  }, [store]);
  const isClient = useIsClient();
  return (isClient ? data : undefined) ?? FALLBACK_CONFIG;
}

const noServerData = () => undefined;
