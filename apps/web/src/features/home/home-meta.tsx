// The home page's head: the shop's name and tagline, the shop as canonical, its icon for link previews, and
// the shop as an Organization (names, registered address, customer care and grievance contacts) and a WebSite
// whose search engines may offer the shop's search.
import { defaultShopIdentity } from '@chamak/shared/shop-defaults';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries.ts';
import { PageMeta } from '../../components/page-meta.tsx';
import { t } from '../../lib/i18n.ts';
import { organizationJsonLd, webSiteJsonLd } from '../../lib/structured-data.ts';
import { paths } from '../../paths.ts';

export function HomeMeta() {
  const { data } = useQuery(queries.settings());
  const shop = data?.shop ?? defaultShopIdentity;
  return (
    <PageMeta
      title={`${shop.name}: ${shop.tagline}`}
      fullTitle
      description={t(
        '{shop}: {tagline}. Household cleaners and concentrates for floors, kitchens, bathrooms and laundry, delivered across India; pay online or cash on delivery.',
        { shop: shop.name, tagline: shop.tagline },
      )}
      canonical={paths.home}
      image={{ url: '/icons/icon-512.png', alt: shop.name, width: 512, height: 512 }}
      // The seller's identity comes with the settings (the server renders them with the page); no default for
      // it here, as its module brings zod to the shopper's phone.
      // Written by the server only: the browser keeps the server's (decision 0332).
      jsonLd={
        import.meta.env.SSR
          ? [...(data ? [organizationJsonLd(shop, data.seller)] : []), webSiteJsonLd(shop)]
          : [...(data ? [null] : []), null]
      }
    />
  );
}
