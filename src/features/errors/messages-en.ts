export default {
  'errors.notFound.title': 'Page not found',
  'errors.notFound.description': 'The page you asked for does not exist or has been removed.',
  'errors.notExist.title': 'Not found',
  'errors.notExist.description': 'This record does not exist or has been deleted.',
  'errors.noAccess.title': 'No access',
  'errors.noAccess.description':
    'Your account may not view this page. Contact your administrator if this looks wrong.',
  'errors.noAccess.officer':
    'This page is for enforcement officers. The account you are signed in with cannot open it.',
  'errors.noAccess.enterprise':
    'This page is for enterprise users. The account you are signed in with cannot open it.',
  'errors.noAccess.provider':
    'This page is for service providers. The account you are signed in with cannot open it.',
  'errors.noAccess.planApprover':
    'This page is for officers who approve enforcement plans. The account you are signed in with cannot open it.',
  'errors.noAccess.supervisor':
    'This page is for enforcement supervisors. The account you are signed in with cannot open it.',
  'errors.noAccess.departmentHead':
    'This page is for department heads. The account you are signed in with cannot open it.',
  'errors.missing.title': 'This page cannot be opened',
  'errors.missing.description':
    'This page needs {what}, which the link does not have or has in the wrong form.',
  'errors.missing.toList': 'Back to the list',
  'errors.missing.toRegistrations': 'See inspection records',
  'errors.missing.toWarnings': 'See warnings',
  'errors.missing.toScan': 'Scan again',
  'errors.missing.toQuota': 'See inspections this year',
  'errors.missing.toRegister': 'Register the enterprise',
  'errors.unconfirmed.title': 'We could not confirm who you are',
  'errors.unconfirmed.description': 'Signing in did not finish. Try again or sign in with your account.',
  'errors.retry': 'Try again',
  'errors.signIn': 'Sign in with account',
  'errors.backHome': 'Back to home',
  'errors.back': 'Go back',
  'errors.param.record': 'the record number',
  'errors.param.enterpriseNumber': 'the enterprise number',
  'errors.param.scan': 'the code scan',
  'errors.param.department': 'the department',
  'errors.param.region': 'the area',
  'errors.param.code': 'the scanned code',
  'errors.param.year': 'the year',
  'errors.param.date': 'the date',
  'errors.param.returnAddress': 'the return address',
  'errors.param.flag': 'an option',
  'errors.param.number': 'a number',
  'errors.param.text': 'a text',
  'errors.param.document': 'the document',
} satisfies Record<string, string>;
