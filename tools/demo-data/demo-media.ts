// The demo shop's images and videos: drawn by code (art.ts), stored under fixed keys, generated only when missing,
// so a second start or a fresh test database reuses what the first one made.
import { hasVariants, writeVariants } from '../../apps/api/src/modules/media/index.ts';
import type { Storage } from '../../apps/api/src/plugins/storage.ts';
import * as art from './art.ts';
import { type DemoProduct, demoCategories, demoProducts } from './catalogue-data.ts';

export const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/**
 * The demo's home slides: the art is drawn without words, and the seed stores these words and links as each
 * banner's text, which the storefront writes over the image as HTML.
 */
export const heroBanners = [
  {
    headline: 'Sparkling floors, every single day',
    subline: 'Pine and lavender floor cleaners up to 30% off',
    colour: '#393185',
    buttonText: 'Shop floor cleaners',
    link: '/collection/Floor%20Cleaners',
  },
  {
    headline: 'One concentrate. Ten bottles.',
    subline: 'Refill concentrates that cut plastic by 90%',
    colour: '#00897b',
    buttonText: 'Shop concentrates',
    link: '/collection/Dilutable%20Concentrates',
  },
  {
    headline: 'Kitchen grease? Gone.',
    subline: 'Degreasers and dishwash gels for Indian kitchens',
    colour: '#ef6c00',
    buttonText: 'Shop kitchen care',
    link: '/collection/Kitchen%20Degreasers',
  },
];
export const galleryCount = 6;
export const videoCount = 2;

/** How many images each size of a product shows: the first size gets a small gallery. */
export const imagesPerSize = (sizeIndex: number) => (sizeIndex === 0 ? 3 : 1);

export const demoKeys = {
  product: (p: DemoProduct, sizeLabel: string, variant: number) =>
    `demo/products/${slug(p.name)}-${slug(sizeLabel)}-v${variant}-800x800`,
  category: (name: string) => `demo/categories/${slug(name)}-600x600`,
  subcategory: (name: string) => `demo/subcategories/${slug(name)}-600x600`,
  hero: (index: number) => `demo/banners/hero-${index}-art-1920x720`,
  about: 'demo/banners/about-art-1920x640',
  promo: 'demo/banners/promo-1600x600',
  bottom: 'demo/banners/bottom-1920x720',
  bottomVideo: 'demo/videos/bottom-loop.webm',
  gallery: (index: number) => `demo/gallery/scene-${index}-800x800`,
  video: (index: number) => `demo/videos/loop-${index}.webm`,
  poster: (index: number) => `demo/videos/poster-${index}-640x360`,
};

type Job = () => Promise<void>;

async function runAll(jobs: Job[], concurrency: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      await job();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

function imageJob(storage: Storage, key: string, draw: () => Promise<Buffer>): Job {
  return async () => {
    if (await hasVariants(storage, key)) return;
    await writeVariants(storage, key, await draw());
  };
}

function fileJob(storage: Storage, key: string, make: () => Promise<Buffer>): Job {
  return async () => {
    if (await storage.exists(key)) return;
    await storage.put(key, await make());
  };
}

/** Generates every demo image and video that storage lacks. Returns how many jobs it looked at. */
export async function ensureDemoMedia(
  storage: Storage,
  log: (message: string) => void = () => {},
): Promise<number> {
  const jobs: Job[] = [];
  for (const c of demoCategories) {
    jobs.push(
      imageJob(storage, demoKeys.category(c.name), () =>
        art.categoryImage({ name: c.name, colour: c.colour, shape: c.icon }),
      ),
    );
    for (const s of c.subcategories) {
      jobs.push(
        imageJob(storage, demoKeys.subcategory(s), () =>
          art.subcategoryImage({ name: s, categoryName: c.name, colour: c.colour, shape: c.icon }),
        ),
      );
    }
  }
  for (const p of demoProducts) {
    p.sizes.forEach((size, sizeIndex) => {
      for (let variant = 0; variant < imagesPerSize(sizeIndex); variant++) {
        jobs.push(
          imageJob(storage, demoKeys.product(p, size.litre, variant), () =>
            art.productImage({
              name: p.name,
              colour: p.colour,
              shape: p.shape,
              sizeLabel: size.litre,
              variant,
            }),
          ),
        );
      }
    });
  }
  heroBanners.forEach((b, index) => {
    jobs.push(imageJob(storage, demoKeys.hero(index), () => art.heroBanner({ ...b, index, text: false })));
  });
  jobs.push(imageJob(storage, demoKeys.about, () => art.aboutBanner()));
  jobs.push(
    imageJob(storage, demoKeys.promo, () =>
      art.promoBannerImage({ headline: 'Monsoon Mega Saver', colour: '#c62828' }),
    ),
  );
  jobs.push(
    imageJob(storage, demoKeys.bottom, () =>
      art.bottomBannerImage({ headline: 'Made to clean. Made in India.', colour: '#393185' }),
    ),
  );
  jobs.push(
    fileJob(storage, demoKeys.bottomVideo, () =>
      art.loopVideo({ text: 'Made in India', colour: '#393185', index: 0 }),
    ),
  );
  for (let i = 0; i < galleryCount; i++)
    jobs.push(imageJob(storage, demoKeys.gallery(i), () => art.galleryImage(i)));
  const videoColours = ['#00897b', '#ef6c00'];
  for (let i = 0; i < videoCount; i++) {
    const colour = videoColours[i % videoColours.length]!;
    const text = i === 0 ? 'Foam that lifts grime' : 'Shine in one wipe';
    jobs.push(fileJob(storage, demoKeys.video(i), () => art.loopVideo({ text, colour, index: i + 1 })));
    jobs.push(
      imageJob(storage, demoKeys.poster(i), async () => {
        const { default: sharp } = await import('sharp');
        return sharp(await art.galleryImage(i + 2))
          .resize(640, 360, { fit: 'cover' })
          .png()
          .toBuffer();
      }),
    );
  }
  const started = Date.now();
  log(`checking ${jobs.length} demo images and videos (drawn only when missing)`);
  await runAll(jobs, 4);
  log(`demo media ready in ${Date.now() - started} ms`);
  return jobs.length;
}
