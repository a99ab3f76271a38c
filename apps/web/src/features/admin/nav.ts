// The back-office's pages as SPEC section 2 lists them (plus what a shop needs daily), in one place.
export const adminPages = [
  { path: '', label: 'Dashboard', file: 'dashboard' },
  { path: 'banner', label: 'Banner', file: 'banners' },
  { path: 'aboutbanner', label: 'About Banner', file: 'about-banner' },
  { path: 'promoBanner', label: 'Promo Banner', file: 'promo-banner' },
  { path: 'bottombanner', label: 'Bottom Banner', file: 'bottom-banner' },
  { path: 'categories', label: 'Categories', file: 'categories' },
  { path: 'litres', label: 'Litres', file: 'litres' },
  { path: 'subcategory', label: 'SubCategories', file: 'subcategories' },
  { path: 'products', label: 'Products', file: 'products' },
  { path: 'orders', label: 'Orders', file: 'orders' },
  { path: 'insta', label: 'Images', file: 'insta' },
  { path: 'videos', label: 'Videos', file: 'videos' },
  { path: 'users', label: 'Users', file: 'users' },
  { path: 'reviews', label: 'Reviews', file: 'reviews' },
  { path: 'contact', label: 'Contact', file: 'contacts' },
  { path: 'outbox', label: 'Mail Outbox', file: 'outbox' },
  { path: 'settings', label: 'Shop Settings', file: 'settings' },
] as const;

export const adminPath = (page: string) => (page ? `/admin/${page}` : '/admin');
