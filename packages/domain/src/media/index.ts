export {
  IMAGE_SIZES,
  type ImageSize,
  imageSizeFor,
  OG_IMAGE,
  variantDimensions,
} from './image-size.ts';
