// The back-office's pages as SPEC section 2 lists them (plus what a shop needs daily), in one place. `file` is the
// page module beside its domain's forms: `<domain>/<name>-page.tsx` under features/admin/.
export const adminPages = [
  { path: '', label: 'Dashboard', file: 'dashboard/dashboard' },
  { path: 'banner', label: 'Banner', file: 'media/banners' },
  { path: 'aboutbanner', label: 'About Banner', file: 'media/about-banner' },
  { path: 'promoBanner', label: 'Promo Banner', file: 'media/promo-banner' },
  { path: 'bottombanner', label: 'Bottom Banner', file: 'media/bottom-banner' },
  { path: 'categories', label: 'Categories', file: 'catalogue/categories' },
  { path: 'litres', label: 'Litres', file: 'catalogue/litres' },
  { path: 'subcategory', label: 'SubCategories', file: 'catalogue/subcategories' },
  { path: 'products', label: 'Products', file: 'catalogue/products' },
  { path: 'inventory', label: 'Inventory', file: 'inventory/inventory' },
  { path: 'orders', label: 'Orders', file: 'orders/orders' },
  { path: 'subscriptions', label: 'Subscriptions', file: 'subscriptions/subscriptions' },
  { path: 'insta', label: 'Images', file: 'media/insta' },
  { path: 'videos', label: 'Videos', file: 'media/videos' },
  { path: 'users', label: 'Users', file: 'people/users' },
  { path: 'reviews', label: 'Reviews', file: 'people/reviews' },
  { path: 'contact', label: 'Contact', file: 'people/contacts' },
  { path: 'promotions', label: 'Promotions', file: 'promotions/promotions' },
  { path: 'gst-rates', label: 'GST Rates', file: 'gst-rates/gst-rates' },
  { path: 'returns', label: 'Returns', file: 'returns/returns' },
  { path: 'failed-deliveries', label: 'Failed deliveries', file: 'failed-deliveries/failed-deliveries' },
  { path: 'abandoned-carts', label: 'Abandoned Carts', file: 'abandoned-carts/abandoned-carts' },
  { path: 'translations', label: 'Translations', file: 'translations/translations' },
  { path: 'reports', label: 'Reports', file: 'reports/gst-report' },
  { path: 'reports/sales', label: 'Sales', file: 'reports/sales-report' },
  { path: 'einvoices', label: 'E-invoices', file: 'einvoices/einvoices' },
  { path: 'outbox', label: 'Mail Outbox', file: 'mail/outbox' },
  { path: 'settings', label: 'Shop Settings', file: 'settings/settings' },
] as const;

export const adminPath = (page: string) => (page ? `/admin/${page}` : '/admin');
