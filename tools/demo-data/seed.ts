// Loads the demo shop (catalogue, media, demo accounts, reviews) into an empty database.
import { discountedPricePaise } from '@chamak/shared/pricing';
import { defaultSellerIdentity, type SellerIdentity } from '@chamak/shared/seller';
import { count } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../apps/api/src/db/client.ts';
import {
  banners,
  categories,
  galleryImages,
  litres,
  productImages,
  productLitres,
  products,
  promoBanners,
  reviews,
  subcategories,
  users,
  videos,
} from '../../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../../apps/api/src/modules/accounts/index.ts';
import { refreshSearchText } from '../../apps/api/src/modules/catalogue/index.ts';
import { bannerTextsKey } from '../../apps/api/src/modules/media/index.ts';
import { refreshRatings } from '../../apps/api/src/modules/reviews/index.ts';
import { putSetting } from '../../apps/api/src/modules/settings/index.ts';
import type { Storage } from '../../apps/api/src/plugins/storage.ts';
import {
  type DemoProduct,
  demoCategories,
  demoCustomers,
  demoLitres,
  demoProducts,
  demoReviews,
} from './catalogue-data.ts';
import { seedDemoGstRates } from './demo-gst-rates.ts';
import {
  demoKeys,
  ensureDemoMedia,
  galleryCount,
  heroBanners,
  imagesPerSize,
  videoCount,
} from './demo-media.ts';
import { seedDemoPromotions } from './demo-promotions.ts';
import { demoReviewText } from './demo-reviews.ts';
import { seedHindiCatalogue, seedHindiTexts } from './hindi-catalogue.ts';

/** The demo accounts the README names, for local use only. */
export const demoAccounts = {
  admin: {
    email: 'admin@chamak.example',
    password: 'Admin@12345',
    fullname: 'Chamak Admin',
    username: 'admin',
    phone: '9876500001',
  },
  customer: {
    email: 'customer@chamak.example',
    password: 'Customer@123',
    fullname: 'Asha Verma',
    username: 'asha',
    phone: '9876500002',
  },
};

/**
 * The demo catalogue's GST data, by subcategory: disinfectants and sanitisers are HSN 3808, room fresheners
 * 3307, every other cleaning product 3402; all at 18 %. The bench catalogue reads it too.
 */
export function demoTax(subcategory: string): { hsnCode: string; gstRate: 18 } {
  if (/disinfect|sanitis/i.test(subcategory)) return { hsnCode: '3808', gstRate: 18 };
  if (/freshener/i.test(subcategory)) return { hsnCode: '3307', gstRate: 18 };
  return { hsnCode: '3402', gstRate: 18 };
}

/**
 * What a demo size offers subscribers and how long it lasts (decision 0325): the concentrates and refills (not
 * their starter kit) every 30, 45, 60 or 90 days at 10 % off; every size lasts about 6 days a 100 ml (500 ml a
 * month, 1 L two months, a 5 L can ten months).
 */
export function demoSubscription(p: Pick<DemoProduct, 'category' | 'combos'>, totalMl: number) {
  const subscribable = p.category === 'Concentrates & Refills' && !p.combos;
  return {
    subscribable,
    subscriptionIntervals: subscribable ? [30, 45, 60, 90] : [],
    subscriberDiscount: subscribable ? 10 : 0,
    supplyDays: Math.min(365, Math.max(1, Math.round((totalMl * 6) / 100))),
  };
}

/** A small deterministic PRNG, so every seed makes the same shop. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const daysAgo = (days: number, rand: () => number) =>
  new Date(Date.now() - days * 86_400_000 - Math.floor(rand() * 86_400_000));

/**
 * The demo seller's complete legal identity: a GSTIN of Maharashtra with a correct check character (made up:
 * no such registration exists), the registered office in Pune and a packer's registration.
 */
export const demoSeller: SellerIdentity = {
  ...defaultSellerIdentity,
  gstin: '27AAJCC4821K1ZH',
  licences: [
    { label: 'Legal Metrology packer registration', number: 'MH/LM/PKR/2024/0457' },
    { label: 'Udyam (MSME) registration', number: 'UDYAM-MH-26-0012345' },
  ],
};

export async function seedDemo(db: Db): Promise<void> {
  const rand = random(20261121);
  const [adminHash, customerHash, othersHash] = await Promise.all([
    hashPassword(demoAccounts.admin.password),
    hashPassword(demoAccounts.customer.password),
    hashPassword('Customer@123'),
  ]);

  await db.transaction(async (tx) => {
    const litreRows = await tx
      .insert(litres)
      .values(demoLitres.map((l) => ({ label: l.litre, totalMl: l.total_ml })))
      .returning();
    const litreId = new Map(litreRows.map((l) => [l.label, l.id]));
    const litreMl = new Map(litreRows.map((l) => [l.label, l.totalMl]));

    const subcategoryId = new Map<string, number>();
    const categoryId = new Map<string, number>();
    for (const c of demoCategories) {
      const [row] = await tx
        .insert(categories)
        .values({ name: c.name, content: c.content, image: demoKeys.category(c.name) })
        .returning({ id: categories.id });
      categoryId.set(c.name, row!.id);
      const subs = await tx
        .insert(subcategories)
        .values(
          c.subcategories.map((name) => ({ name, categoryId: row!.id, image: demoKeys.subcategory(name) })),
        )
        .returning({ id: subcategories.id, name: subcategories.name });
      for (const s of subs) subcategoryId.set(s.name, s.id);
    }

    const productIds: number[] = [];
    for (const p of demoProducts) {
      const [row] = await tx
        .insert(products)
        .values({
          name: p.name,
          categoryId: categoryId.get(p.category)!,
          subcategoryId: subcategoryId.get(p.subcategory)!,
          shortDescription: p.shortDescription,
          longDescription: p.longDescription,
          suitableSurfaces: p.suitableSurfaces,
          features: p.features,
          howToUse: p.howToUse,
          volume: p.volume,
          ingredients: p.ingredients,
          scent: p.scent,
          phLevel: p.phLevel,
          shelfLife: p.shelfLife,
          madeIn: p.madeIn,
          packaging: p.packaging,
          combos: p.combos,
          ...demoTax(p.subcategory),
          unitsSold: p.unitsSold,
          createdAt: daysAgo(p.daysAgo, rand),
        })
        .returning({ id: products.id });
      productIds.push(row!.id);
      for (const [index, size] of p.sizes.entries()) {
        const pricePaise = size.price * 100;
        const sold = Math.floor(rand() * 60);
        const [config] = await tx
          .insert(productLitres)
          .values({
            productId: row!.id,
            litreId: litreId.get(size.litre)!,
            pricePaise,
            discountedPricePaise: discountedPricePaise(pricePaise, size.discount),
            discount: size.discount,
            totalQty: size.stock + sold,
            remainingQty: size.stock,
            position: index,
            ...demoSubscription(p, litreMl.get(size.litre)!),
          })
          .returning({ id: productLitres.id });
        await tx.insert(productImages).values(
          Array.from({ length: imagesPerSize(index) }, (_, variant) => ({
            productLitreId: config!.id,
            image: demoKeys.product(p, size.litre, variant),
            position: variant,
          })),
        );
      }
    }
    await seedDemoGstRates(tx);
    await seedHindiCatalogue(tx);
    await refreshSearchText(tx);

    await tx.insert(users).values([
      { ...demoAccounts.admin, passwordHash: adminHash, role: 'admin' as const },
      { ...demoAccounts.customer, passwordHash: customerHash },
    ]);
    const customerRows = await tx
      .insert(users)
      .values(
        demoCustomers.map((c, i) => ({
          ...c,
          passwordHash: othersHash,
          status: i % 5 === 4 ? ('pending' as const) : ('active' as const),
          createdAt: daysAgo(200 - i * 20, rand),
        })),
      )
      .returning({ id: users.id });

    // Each customer reviews a handful of products; a few products stay unreviewed.
    const reviewRows: (typeof reviews.$inferInsert)[] = [];
    const reviewsOf = new Map<number, number>();
    for (const customer of customerRows) {
      const picked = new Set<number>();
      const howMany = 12 + Math.floor(rand() * 10);
      while (picked.size < howMany) picked.add(productIds[Math.floor(rand() * (productIds.length - 4))]!);
      for (const productId of picked) {
        // The same draw as always picks the rating (counts and averages stay); the text is written for the
        // product it is attached to (decision 0191).
        const { rating } = demoReviews[Math.floor(rand() * demoReviews.length)]!;
        const product = demoProducts[productIds.indexOf(productId)]!;
        const pick = reviewsOf.get(productId) ?? 0;
        reviewsOf.set(productId, pick + 1);
        reviewRows.push({
          userId: customer.id,
          productId,
          rating,
          description: demoReviewText(product, rating, pick),
          createdAt: daysAgo(Math.floor(rand() * 120), rand),
        });
      }
    }
    await tx.insert(reviews).values(reviewRows);
    await refreshRatings(tx);

    const heroRows = await tx
      .insert(banners)
      .values([
        ...heroBanners.map((_, i) => ({ kind: 'home' as const, image: demoKeys.hero(i), position: i })),
        { kind: 'about' as const, image: demoKeys.about },
        { kind: 'bottom' as const, image: demoKeys.bottom, video: demoKeys.bottomVideo },
      ])
      .returning({ id: banners.id, kind: banners.kind });
    // The words over each home slide and where it leads (decision 0190), as the admin would set them.
    await putSetting(
      tx,
      bannerTextsKey,
      Object.fromEntries(
        heroRows
          .filter((b) => b.kind === 'home')
          .map((b, i) => {
            const hero = heroBanners[i]!;
            return [
              String(b.id),
              { title: hero.headline, subtitle: hero.subline, buttonText: hero.buttonText, link: hero.link },
            ];
          }),
      ),
    );
    await tx.insert(promoBanners).values({
      title: 'Monsoon Mega Saver',
      description:
        'Stock up on floor cleaners, phenyl and disinfectants: up to 30% off on 5 L cans this week.',
      buttonText: 'Shop Deals',
      image: demoKeys.promo,
    });
    await seedHindiTexts(tx);
    await tx
      .insert(galleryImages)
      .values(Array.from({ length: galleryCount }, (_, i) => ({ image: demoKeys.gallery(i) })));
    await tx.insert(videos).values(
      Array.from({ length: videoCount }, (_, i) => ({
        video: demoKeys.video(i),
        poster: demoKeys.poster(i),
      })),
    );
    await putSetting(tx, 'seller', demoSeller);
  });
}

export async function isEmpty(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(categories);
  return (row?.n ?? 0) === 0;
}

/**
 * On first start: draws the demo media (when missing) and loads the demo shop with its promotions (which the
 * tests' seedDemo leaves out, decision 0163). Returns whether it seeded.
 */
export async function seedIfEmpty(
  ctx: { db: Db; storage: Storage },
  log: (message: string) => void = () => {},
): Promise<boolean> {
  if (!(await isEmpty(ctx.db))) return false;
  await ensureDemoMedia(ctx.storage, log);
  await seedDemo(ctx.db);
  await seedDemoPromotions(ctx.db);
  return true;
}
