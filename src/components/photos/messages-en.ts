export default {
  'photos.alt': 'Photo {index}',
  'photos.add': 'Add photos',
  'photos.remove': 'Remove photo {index}',
  'photos.tooLarge': '{name} is larger than 5 MB and was not uploaded',
  'photos.wrongType': '{name} is not a JPG, PNG or WebP picture and was not uploaded',
  'photos.uploading': 'Uploading photos',
  'photos.failed': '{name} could not be uploaded: {reason}',
} satisfies Record<string, string>;
