// Whether an element has come near the screen once (heavy media and later parts wait for that), and whether it is
// on screen now.
import { type RefObject, useEffect, useState } from 'react';

/** True once the element has come within `nearMargin` of the screen; one observer, gone once it has. */
export function useNear(ref: RefObject<Element | null>, nearMargin = '300px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: nearMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, nearMargin]);
  return near;
}

export function useInView(ref: RefObject<Element | null>, nearMargin = '300px') {
  const near = useNear(ref, nearMargin);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return { near, inView };
}
