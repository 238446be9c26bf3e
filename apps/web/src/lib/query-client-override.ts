import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/** A test's own QueryClient for the pages (AppProvider's `queryClient`); the app uses lib/query-client.tsx's. */
export const QueryClientOverride = createContext<QueryClient | undefined>(undefined);
