export default {
  'session.title': 'Sign in',
  'session.subtitle': 'Sign in to the Enforcement Supervision Code with your mobile number and password',
  'session.phone': 'Mobile number',
  'session.phonePlaceholder': 'Enter your 11-digit mobile number',
  'session.phoneRequired': 'Enter your mobile number',
  'session.phoneInvalid': 'Enter a valid mobile number',
  'session.password': 'Password',
  'session.passwordPlaceholder': 'Enter your password',
  'session.passwordRequired': 'Enter your password',
  'session.submit': 'Sign in',
  'session.success': 'Signed in',
  'session.testAccounts': 'Development test accounts',
  'session.testAccountsHint': 'Development only: tap one to sign in',
  'session.role.enterprise': 'Enterprise',
  'session.role.officer': 'Officer',
  'session.szy.codeInvalid.title': 'This sign-in link has expired',
  'session.szy.codeInvalid.body':
    "深政易's sign-in link works once and expires after 5 minutes. Go back to 深政易's workbench and open the supervision code service again.",
  'session.szy.notEnabled.title': 'Your account is not enabled for this service',
  'session.szy.notEnabled.body':
    "Your 深政易 account is not linked to an officer account yet. Ask your department's system administrator to enable it, then open the service again.",
  'session.szy.officersOnly.title': 'The 深政易 entrance is for enforcement officers',
  'session.szy.officersOnly.body':
    'This is an enterprise account. Enterprises and merchants open the supervision code in the enterprise service app to see their inspections, evaluate them and complain.',
  'session.szy.unavailable.title': 'Signing in through 深政易 is not possible right now',
  'session.szy.unavailable.body': '深政易 or this service did not answer. Please try again in a moment.',
  'session.szy.retry': 'Sign in again',
} satisfies Record<string, string>;
