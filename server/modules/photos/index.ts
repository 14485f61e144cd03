export { REGISTRATION_PHOTOS_PATH, signPhotoUrl, verifyPhotoUrl } from './photo-urls';
export { type ReadFile } from './uploaded-image';
export {
  addUploadedPhoto,
  attachFreshPhotos,
  inFormOrder,
  photoFileOf,
  photoOf,
  type PhotoStore,
  registerSignedPhotoRoute,
  requireFreshPhotos,
  sweepWaitingPhotos,
} from './uploaded-photos';
