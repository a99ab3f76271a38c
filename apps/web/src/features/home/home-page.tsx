// The Home page (/): banner slider, category strip, New Arrivals, Best Sellers, promo banner, bottom banner and the
// photo and video gallery (SPEC section 1), each section loading and failing on its own.
import { defaultShopIdentity } from '@chamak/shared/shop-defaults';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries.ts';
import { t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';
import { homeQueries } from './api.ts';
import { BottomBanner } from './bottom-banner.tsx';
import { CategoryStrip } from './category-strip.tsx';
import { Gallery } from './gallery.tsx';
import { HeroBanners } from './hero-slider.tsx';
import { HomeMeta } from './home-meta.tsx';
import { ProductRow } from './product-row.tsx';
import { PromoBanner } from './promo-banner.tsx';
import { WhenNear } from './when-near.tsx';

export default function HomePage() {
  const { data: settings } = useQuery(queries.settings());
  const shop = settings?.shop ?? defaultShopIdentity;
  return (
    <>
      <HomeMeta />
      <h1 className="sr-only">
        {shop.name}: {shop.tagline}
      </h1>
      <HeroBanners />
      <div className="space-y-14 pt-8 pb-16 sm:space-y-20 sm:pt-12 sm:pb-24">
        <CategoryStrip />
        <ProductRow
          id="new-arrivals"
          title={t('New Arrivals')}
          subtitle={t('Fresh additions to keep every corner sparkling.')}
          query={homeQueries.newArrivals()}
          errorMessage={t('Failed to load products')}
          link={{ to: paths.products, label: t('View all') }}
        />
        {/* Below the first screen on a phone and a laptop: started when scrolled near (decision 0267). */}
        <WhenNear placeholder="min-h-[62rem] lg:min-h-[34rem]">
          <ProductRow
            id="best-sellers"
            title={t('Best Sellers')}
            subtitle={t('The cleaners our customers reorder most.')}
            query={homeQueries.bestSellers()}
            errorMessage={t('Failed to load best sellers')}
            link={{ to: paths.products, label: t('Shop all') }}
          />
        </WhenNear>
        <WhenNear placeholder="min-h-[40rem]" className="space-y-14 sm:space-y-20">
          <PromoBanner />
          <BottomBanner />
          <Gallery />
        </WhenNear>
      </div>
    </>
  );
}
