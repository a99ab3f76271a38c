// The SPEC's user-facing texts (sections 2, 5 and 8), written once for the server and the browser.
export const messages = {
  // access
  loginForWishlist: 'Please log in to add items to your wishlist.',
  loginForCart: 'Please log in to add items to your cart.',
  loginForReview: 'Please log in to submit a review.',
  selectRating: 'Please select a rating.',
  loginToContinue: 'Please log in to continue',
  authError: 'Authentication error. Please log in again.',
  adminOnly: 'Only an administrator may do that.',
  notYours: 'You may only see or change your own data.',
  // listings
  failedToFetchProducts: 'Failed to fetch products',
  productNotFound: 'Product not found.',
  categoryNotFound: 'Category not found.',
  subcategoryNotFound: 'Subcategory not found.',
  litreNotFound: 'Litre not found.',
  notFound: 'Not found.',
  // generic
  somethingWentWrong: 'Something Went Wrong',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  /** A lost database connection or a statement/lock timeout: nothing was saved, trying again works. */
  brieflyUnavailable: 'The shop is briefly unavailable. Please try again.',
  invalidRequest: 'The request is not valid.',
  nulCharacter: 'Text may not contain NUL characters.',
} as const;

// Cart and wishlist (SPEC section 8).
export const cartMessages = {
  added: 'Product added to cart!',
  updated: 'Quantity updated',
  removed: 'Item removed from cart',
  notInCart: 'Item not found in cart',
  outOfStock: 'This size is out of stock.',
  wishlistAdded: 'Product added to wishlist!',
  wishlistDuplicate: 'Product is already added to wishlist',
  wishlistRemoved: 'Item removed from wishlist',
  sizeNotOfProduct: 'That size does not belong to this product.',
} as const;

/** 'Only 3 left in stock for Floor Cleaner (1 L).' */
export const onlyLeft = (remaining: number, name: string, size: string) =>
  `Only ${remaining} left in stock for ${name} (${size}).`;

// Checkout (SPEC sections 5 and 8).
export const checkoutMessages = {
  cartEmpty: 'Your cart is empty.',
  noValidItems: 'No valid items in the cart.',
  fixFields: 'Please fill in all required fields correctly.',
  orderNotCreated: 'Order not created',
  codUnavailable: 'Cash on delivery is not available for this PIN code. Please pay online.',
  codDisabled: 'Cash on delivery is not available right now. Please pay online.',
  paymentInvalid: 'Payment could not be verified. Nothing has been charged to your order.',
  paymentVerified: 'Payment verified successfully',
  codPlaced: 'Order placed successfully',
  /** A payment that arrived for an order the shop had already cancelled (it is owed back). */
  cancelledBeforePayment: 'This order was cancelled before your payment arrived.',
  refundPromise: 'Your payment will be refunded in full within 7 business days.',
  onlinePaymentOff: 'Online payment is not available right now. Please choose cash on delivery.',
  sandboxNotice: 'Test payments: no money is taken. This shop runs a payment sandbox.',
} as const;
