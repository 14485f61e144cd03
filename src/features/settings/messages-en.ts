export default {
  'settings.title': 'Settings',
  'settings.language': 'Language / 语言',
  'settings.textSizeHint':
    'Large shows all text at 1.3 times its size, on this device only; the text size set in your browser applies as well.',
  'settings.cache': 'Cached data',
  'settings.cacheHint':
    'Clears the page data kept on this device; every screen reads it again from the server. You stay signed in and nothing you have not sent yet is deleted.',
  'settings.clearCache': 'Clear cached data',
  'settings.cleared':
    'Cache cleared: page data will be read again, and {entries, plural, one {# stored item} other {# stored items}} ({size}) removed from this device.',
  'settings.about': 'About',
  'settings.version': 'Version',
  'settings.licences': 'Open-source software used and its licences',
  'settings.signOut': 'Sign out',
  'settings.portalManaged': 'You signed in through the city portal; sign out or switch accounts there.',
} satisfies Record<string, string>;
