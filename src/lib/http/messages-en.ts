export default {
  'http.networkDown': 'The network is disconnected. Please check your network connection.',
  'http.timeout': 'The request timed out. Please try again later.',
  'http.tokenExpired': 'Your login has expired. Signing you in again.',
  'http.requestFailed': 'Request failed ({status})',
  'http.working': 'Loading',
} satisfies Record<string, string>;
