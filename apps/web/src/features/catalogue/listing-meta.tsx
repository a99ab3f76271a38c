// The head of a product listing: its title and description, "Page n" past the first page (each page names
// itself as canonical), the bare listing as canonical when filters or a sort are applied, and `noindex` for
// search results, which search engines should not list as pages of their own.
import { defaultShopIdentity } from '@chamak/shared/shop-defaults';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { queries } from '../../api/queries.ts';
import { listingCanonical, PageMeta } from '../../components/page-meta.tsx';
import { t } from '../../lib/i18n.ts';

type Props = {
  title: string;
  /** Given the shop's name. */
  description: (shop: string) => string;
  noindex?: boolean;
  /** Where the listing's canonical address is, when it is not this one (a collection that is a subcategory). */
  canonical?: string;
};

export function ListingMeta({ title, description, noindex, canonical }: Props) {
  const location = useLocation();
  const { data } = useQuery(queries.settings());
  const shop = data?.shop.name ?? defaultShopIdentity.name;
  const params = new URLSearchParams(location.search);
  const page = Number(params.get('page'));
  const paged = Number.isInteger(page) && page > 1;
  return (
    <PageMeta
      title={paged ? t('{title}, page {page}', { title, page: String(page) }) : title}
      description={
        paged
          ? t('Page {page}. {description}', { page: String(page), description: description(shop) })
          : description(shop)
      }
      canonical={noindex ? undefined : (canonical ?? listingCanonical(location.pathname, params))}
      noindex={noindex}
    />
  );
}
