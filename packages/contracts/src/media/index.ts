export * from './image-size.ts';
export * from './uploaded-images.ts';
