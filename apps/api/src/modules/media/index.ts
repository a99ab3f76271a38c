// The media module's face: what other modules may use of it. They import this file only (Biome walls);
// anything not exported here is the module's own.
export {
  defaultVariantKey,
  hasVariants,
  imageUrl,
  imageView,
  removeImage,
  storeImage,
  writeVariants,
} from './images.ts';
export { bannerTextsKey } from './service.ts';
