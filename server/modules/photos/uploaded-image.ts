import { checkImage } from './image-check';
import { PHOTO_MAX_BYTES, type PhotoType } from '../../../contract/registrations/rules';
import { BadRequestError, PayloadTooLargeError, toMultipartError } from '../../http/errors';

export type ReadFile = () => Promise<{ fieldname: string; toBuffer(): Promise<Buffer> } | undefined>;

/**
 * The one photo of an UPLOAD request (field `file`), once its bytes read as one whole image (image-check.ts):
 * registration and complaint photos alike. Anything else is a 400 or 413 in the user's language.
 */
export async function readUploadedImage(
  readFile: ReadFile,
): Promise<{ bytes: Buffer; contentType: PhotoType }> {
  let bytes: Buffer;
  try {
    const file = await readFile();
    if (!file || file.fieldname !== 'file') throw new BadRequestError('photoMissing');
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new BadRequestError('photoMissing');
    // Whatever else reading the body raised (no boundary, no closing boundary, a limit): 400 or 413.
    throw toMultipartError(error, 'photoTooLarge');
  }
  if (bytes.length > PHOTO_MAX_BYTES) throw new PayloadTooLargeError('photoTooLarge');
  const checked = checkImage(bytes);
  if (!checked.ok) {
    if (checked.problem === 'type') throw new BadRequestError('photoType');
    throw new BadRequestError(checked.problem === 'dimensions' ? 'photoDimensions' : 'photoUnreadable');
  }
  return { bytes, contentType: checked.image.type };
}
