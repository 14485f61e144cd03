export default {
  'qr.cameraLabel': 'Camera view: hold the QR code inside the frame',
  'qr.starting': 'Opening the camera',
  'qr.denied':
    'The camera cannot be used (no permission or no camera). Pick a picture of the code or enter the enterprise number.',
  'qr.pickImage': 'Pick a picture of the QR code',
  'qr.notFound': 'No QR code found in the picture. Try a clearer one.',
} satisfies Record<string, string>;
