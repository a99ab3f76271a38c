// Whether an element is on screen, and whether it has come near it once: heavy media waits for that.
import { type RefObject, useEffect, useState } from 'react';

export function useInView(ref: RefObject<Element | null>, nearMargin = '300px') {
  const [near, setNear] = useState(false);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const nearObserver = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setNear(true);
          nearObserver.disconnect();
        }
      },
      { rootMargin: nearMargin },
    );
    const viewObserver = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false));
    nearObserver.observe(el);
    viewObserver.observe(el);
    return () => {
      nearObserver.disconnect();
      viewObserver.disconnect();
    };
  }, [ref, nearMargin]);

  return { near, inView };
}
