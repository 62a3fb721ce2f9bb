import type { ApiClients } from '@wl/api/client';
import { createContext, type ReactNode, use } from 'react';

const ApiContext = createContext<ApiClients | null>(null);

export function ApiProvider({ clients, children }: { clients: ApiClients; children: ReactNode }) {
  return <ApiContext value={clients}>{children}</ApiContext>;
}

export function useApi(): ApiClients {
  const clients = use(ApiContext);
  if (!clients) throw new Error('useApi needs an <ApiProvider> above it');
  return clients;
}
