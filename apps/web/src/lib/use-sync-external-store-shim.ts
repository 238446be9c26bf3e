// Stands in for 'use-sync-external-store/shim' (vite.config.ts): React 18+ has the hook itself.
export { useSyncExternalStore } from 'react';
