// Every route of SPEC section 2, in one place: components link through these, never through literals.
export const paths = {
  home: '/',
  products: '/products',
  productsSearch: (term: string) => `/products?search=${encodeURIComponent(term)}`,
  combos: '/combos',
  about: '/about',
  contact: '/contact',
  /** The grievance officer and the grievance form (decision 0359). */
  grievance: '/grievance',
  cart: '/cart',
  wishlist: '/wishlist',
  login: '/login',
  signup: '/signup',
  trackOrder: '/track-order',
  /** The shopper's data under the DPDP Rules (decision 0358): copy, correction, nominee, erasure. */
  myData: '/account/my-data',
  checkout: '/checkout',
  /** The checkout in subscription mode (decision 0326): one size, its quantity and the days between deliveries. */
  subscribeCheckout: (productId: number, plId: number, quantity: number, every: number) =>
    `/checkout?subscribe=${plId}&productId=${productId}&quantity=${quantity}&every=${every}`,
  /** A cash order paid online instead (decision 0337): the link's token, or the signed-in owner without one. */
  payNow: (orderId: number | string, token?: string) =>
    `/order/${orderId}/pay-now${token ? `?token=${encodeURIComponent(token)}` : ''}`,
  /** Where a placed order lands (D19): its customer only. */
  orderConfirmation: (orderId: number | string) => `/order-confirmation/${orderId}`,
  /** `size`: the size (pl_id) chosen on a card, which the product page opens on. */
  productDetails: (id: number | string, size?: number) =>
    size === undefined ? `/product-details/${id}` : `/product-details/${id}?size=${size}`,
  collection: (name: string) => `/collection/${encodeURIComponent(name)}`,
  subcategoryList: (categoryId: number | string) => `/subcategory/${categoryId}`,
  subcategoryProducts: (subcategoryId: number | string) => `/products/${subcategoryId}`,
  returnExchange: '/return-exchange',
  shippingPolicy: '/shipping-policy',
  faqs: '/faqs',
  privacyPolicy: '/privacy-policy',
  /** The versioned privacy notice (decision 0357), linked wherever personal data is collected. */
  privacyNotice: '/privacy',
  termsConditions: '/terms-conditions',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** A staff invitation's link: `?token=` (decision 0348). */
  staffInvitation: '/staff-invitation',
  /** An SMS's stop link: `?n=<number>&t=<signature>` (phoneStopPath in packages/shared). */
  stopMessages: '/messages/stop',
  /** An order's status link (orderStatusPath in packages/shared, decision 0321): no sign-in needed. */
  orderStatus: (token: string) => `/order-status/${token}`,
  admin: '/admin',
} as const;
