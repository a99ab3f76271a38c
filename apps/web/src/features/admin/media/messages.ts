// The media pages' texts (SPEC sections 2, 5 and 8), the same words the server answers with.
import { fileMessages } from '../../../lib/files.ts';

export const mediaText = {
  // file checks (SPEC section 5, limits of section 9)
  notImage: fileMessages.notImage,
  imageTooLarge: fileMessages.imageTooLarge,
  noFileSelected: 'No file selected',
  uploadImage: 'Please upload an image',
  notVideo: fileMessages.notVideo,
  videoTooLarge: fileMessages.videoTooLarge,
  uploadVideo: 'Please upload a video',
  atLeastOneImage: 'Please select at least one image',
  bothImageAndVideo: 'Please select both an image and a video',
  imageRequired: 'Image is required',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  tokenMissing: 'Authentication token missing',
  loginToContinue: 'Please log in to continue',
  // outcomes (SPEC section 8)
  bannerUploaded: 'Banner Uploaded',
  promoAdded: 'Promo Banner Added',
  promoUpdated: 'Promo Banner Updated',
  sectionAdded: 'Section Added',
  sectionUpdated: 'Section Updated',
  videoAdded: 'Video Added',
  videoUpdated: 'Video Updated',
  mediaUploaded: 'Media Uploaded Successfully',
  mediaDeleted: 'Media deleted',
  somethingWentWrong: 'Something Went Wrong',
  deleteFailed: 'Failed to delete media',
  // empty states
  noBanners: 'No banners found',
  noMedia: 'No media found',
  noImages: 'No images found',
  noVideos: 'No videos found',
  noPromo: 'No promo banners found',
} as const;

/** SPEC section 9's lengths of a promo banner's texts (the file limits are lib/files.ts's). */
export const mediaLimits = {
  promoTitle: 120,
  promoDescription: 500,
  promoButtonText: 40,
} as const;

export const defaultButtonText = 'Shop Deals';
