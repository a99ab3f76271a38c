// The shop's files for search engines: /robots.txt, /sitemap.xml and, above 50,000 addresses, its numbered
// parts /sitemap-{n}.xml.
import { z } from 'zod';

/** GET /sitemap-{part}.xml */
export const sitemapPartParams = z.object({
  part: z.coerce
    .number({ error: 'part must be a number' })
    .int({ error: 'part must be a whole number' })
    .min(1, { error: 'part must be at least 1' })
    .max(100_000, { error: 'part must be at most 100000' }),
});
export type SitemapPartParams = z.infer<typeof sitemapPartParams>;
