// The gallery's order: image, video, image, video... and whatever is left of the longer list after that.
import type { GalleryImage, Video } from '@chamak/shared/media';

export type GalleryItem = { kind: 'image'; image: GalleryImage } | { kind: 'video'; video: Video };

export function interleave(images: readonly GalleryImage[], videos: readonly Video[]): GalleryItem[] {
  const items: GalleryItem[] = [];
  for (let i = 0; i < Math.max(images.length, videos.length); i++) {
    const image = images[i];
    const video = videos[i];
    if (image) items.push({ kind: 'image', image });
    if (video) items.push({ kind: 'video', video });
  }
  return items;
}

export const galleryItemKey = (item: GalleryItem) =>
  item.kind === 'image' ? `image-${item.image.id}` : `video-${item.video.id}`;
