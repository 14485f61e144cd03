export default {
  'codeScanner.withHost': 'Open the scanner',
  'codeScanner.cancelled': 'Scanning cancelled',
  'codeScanner.manualEntry': 'Cannot scan? Enter the enterprise number',
  'codeScanner.enterpriseNumber': 'Enterprise number',
  'codeScanner.enterpriseNumberPlaceholder': 'e.g. SZ440305000123',
  'codeScanner.enterpriseNumberBesideScanner': 'If scanning fails, e.g. SZ440305000123',
  'codeScanner.enterpriseNumberInvalid': 'An enterprise number is SZ followed by 12 digits',
  'codeScanner.next': 'Next',
  'codeScanner.resolving': 'Checking the supervision code',
  'codeScanner.checkTitle': 'Checking the code',
  'codeScanner.invalidTitle': 'This code could not be accepted',
  'codeScanner.scanAgain': 'Scan again',
} satisfies Record<string, string>;
