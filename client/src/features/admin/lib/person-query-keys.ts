// Query keys of a person's page. They extend the users list's key (adminKeys.list('users')),
// so invalidating the users after any change (games, role) refreshes the page's person, ledger
// and games as well.
import { adminKeys } from './admin-query-keys';

export const personKeys = {
  person: (id: string) => [...adminKeys.list('users'), 'person', id] as const,
  ledger: (id: string, query: object) => [...adminKeys.list('users'), 'person', id, 'ledger', query] as const,
  games: (id: string, query: object) => [...adminKeys.list('users'), 'person', id, 'games', query] as const,
  notes: (id: string) => [...adminKeys.list('users'), 'person', id, 'notes'] as const,
};
