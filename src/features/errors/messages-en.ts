export default {
  'errors.notFound.title': 'Page not found',
  'errors.notFound.description': 'The page you asked for does not exist or has been removed.',
  'errors.notExist.title': 'Not found',
  'errors.notExist.description': 'This record does not exist or has been deleted.',
  'errors.noAccess.title': 'No access',
  'errors.noAccess.description': 'Your account may not view this page. Contact your administrator if this looks wrong.',
  'errors.backHome': 'Back to home',
  'errors.back': 'Go back',
} satisfies Record<string, string>;
