// An image with the server's variants (srcset), its real size (no layout shift), lazy by default,
// and a placeholder when it fails to load.
import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';
import { addServerHeadTag } from '../lib/document-head.ts';

const placeholder =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#eef0f6"/><path d="M170 130h60v30l20 25v95a15 15 0 0 1-15 15h-70a15 15 0 0 1-15-15v-95l20-25z" fill="#c9cde0"/></svg>',
  );

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string | null | undefined;
  srcSet?: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
};

export function Img({ src, srcSet, priority, alt = '', width, height, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A server-rendered image may have failed before the app took the page over, when nobody heard its error: a
    // finished image without a size is broken, which decode() confirms by refusing.
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src') !== placeholder)
      img.decode().catch(() => setFailed(true));
  }, []);
  const broken = failed || !src;
  // An image on screen is preloaded from the head of a page the server renders, so it starts before the markup
  // around it is parsed (the largest first, as pages put it first).
  if (priority && src)
    addServerHeadTag({
      tag: 'link',
      attrs: [
        ['rel', 'preload'],
        ['as', 'image'],
        ...(srcSet
          ? ([
              ['imageSrcSet', srcSet],
              ['imageSizes', rest.sizes ?? ''],
            ] as [string, string][])
          : ([['href', src]] as [string, string][])),
        ['fetchPriority', 'high'],
      ],
    });
  return (
    <img
      {...rest}
      ref={ref}
      alt={alt}
      src={broken ? placeholder : src}
      srcSet={broken ? undefined : srcSet || undefined}
      width={width || 400}
      height={height || 400}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(true)}
    />
  );
}
