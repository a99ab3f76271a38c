// The `sizes` of the pages' largest images. The browser picks a variant from them; a server-rendered page's
// preload of the image (React hoists it from the same component) names the very same string.
export const imageSizes = {
  hero: '(min-width: 1280px) 1248px, (min-width: 640px) calc(100vw - 2rem), 100vw',
  productMain: '(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 100vw',
  card: '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
} as const;
