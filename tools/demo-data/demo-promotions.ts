// The demo shop's promotions: an automatic prepaid offer and a welcome code. Loaded with the demo shop that
// `npm start` and `npm run seed` make, not by the tests' seed (seedDemo), whose orders assert exact totals
// without discounts (decision 0163); a test that wants them calls seedDemoPromotions itself.
import type { DbOrTx } from '../../apps/api/src/db/client.ts';
import { promotions } from '../../apps/api/src/db/schema/index.ts';

export const demoPromotions = [
  {
    name: '5% off when you pay online',
    code: null,
    action: 'percent' as const,
    percent: 5,
    capPaise: 100_00,
    onlineOnly: true,
  },
  {
    name: 'Welcome: 10% off your first order',
    code: 'WELCOME10',
    action: 'percent' as const,
    percent: 10,
    firstOrderOnly: true,
    minCartPaise: 499_00,
  },
] satisfies (typeof promotions.$inferInsert)[];

export async function seedDemoPromotions(db: DbOrTx): Promise<void> {
  await db.insert(promotions).values(demoPromotions);
}
