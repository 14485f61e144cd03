/** Photos of a complaint and of added information: uploaded first, attached when the complaint or line is saved. */
import { complaintPhotos } from '../../db/schema/complaints';
import type { PhotoStore } from '../photos';

export const complaintPhotoStore: PhotoStore = {
  table: complaintPhotos,
  attachedTo: complaintPhotos.complaintId,
  path: '/complaint-photos',
  refusal: 'reasonComplaintPhotoUnknown',
};
