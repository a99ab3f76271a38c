// The gallery's interleaving of images and videos.
import { describe, expect, it } from 'vitest';
import { interleave } from './interleave.ts';

const image = (id: number) => ({ id, imageUrl: `/i${id}.webp`, imageSrcset: '', width: 800, height: 800 });
const video = (id: number) => ({ id, videoUrl: `/v${id}.webm`, posterUrl: null });

describe('interleave', () => {
  it('alternates image and video, then appends the rest of the longer list', () => {
    const order = interleave([image(1), image(2), image(3)], [video(1)]).map((item) =>
      item.kind === 'image' ? `i${item.image.id}` : `v${item.video.id}`,
    );
    expect(order).toEqual(['i1', 'v1', 'i2', 'i3']);
  });

  it('keeps videos when there are no images', () => {
    expect(interleave([], [video(1), video(2)]).map((item) => item.kind)).toEqual(['video', 'video']);
  });

  it('is empty when both lists are', () => {
    expect(interleave([], [])).toEqual([]);
  });
});
