// The demo shop's promotions: an automatic prepaid offer and a welcome code, each with its Hindi name (what a
// Hindi cart and checkout show for it, migration 0042). Loaded with the demo shop that
// `npm start` and `npm run seed` make, not by the tests' seed (seedDemo), whose orders assert exact totals
// without discounts (decision 0163); a test that wants them calls seedDemoPromotions itself.
import type { DbOrTx } from '../../apps/api/src/db/client.ts';
import { promotions, promotionTranslations } from '../../apps/api/src/db/schema/index.ts';

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

/** The demo promotions' Hindi names, by English name. */
export const hindiPromotionNames: Record<string, string> = {
  '5% off when you pay online': 'ऑनलाइन भुगतान पर 5% की छूट',
  'Welcome: 10% off your first order': 'स्वागत है: पहले ऑर्डर पर 10% की छूट',
};

export async function seedDemoPromotions(db: DbOrTx): Promise<void> {
  const made = await db
    .insert(promotions)
    .values(demoPromotions)
    .returning({ id: promotions.id, name: promotions.name });
  await db.insert(promotionTranslations).values(
    made.flatMap((p) => {
      const name = hindiPromotionNames[p.name];
      return name ? [{ promotionId: p.id, language: 'hi', name }] : [];
    }),
  );
}
