// Query keys of the dashboard, orders, people, outbox and settings pages, under one prefix so a save can
// reload every list that shows the changed data (SPEC section 2: lists reload after save or delete).
export const adminKeys = {
  all: ['chamak', 'admin'] as const,
  counters: () => [...adminKeys.all, 'counters'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  orders: () => [...adminKeys.all, 'orders'] as const,
  order: (id: number) => [...adminKeys.all, 'orders', 'one', id] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  reviews: () => [...adminKeys.all, 'reviews'] as const,
  contacts: () => [...adminKeys.all, 'contacts'] as const,
  outbox: () => [...adminKeys.all, 'outbox'] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
};
