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
  invalidRequest: 'The request is not valid.',
} as const;
