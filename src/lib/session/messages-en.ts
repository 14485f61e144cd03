export default {
  'hostSignIn.title': 'Sign in through the portal',
  'hostSignIn.redirecting': 'The portal handles signing in to this service. Taking you to its sign-in page.',
  'hostSignIn.noHostSignIn':
    'The portal handles signing in to this service. Sign in to the portal first, then open this service again.',
  'hostSignIn.action': 'Sign in through the portal',
  'signOut.action': 'Sign out',
  'signOut.confirm': 'Sign out of this account?',
  'signOut.done': 'Signed out',
  'signOut.cancel': 'Cancel',
} satisfies Record<string, string>;
