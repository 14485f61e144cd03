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
  'settings.push': 'Push notifications',
  'settings.pushHint':
    'When a topic is off, its messages are no longer sent to you by SMS or push, but they always stay in the message center. System notices are published in the message center only and never pushed.',
  'settings.topic.system': 'System notices',
  'settings.topic.inspections': 'Inspections and notices',
  'settings.topic.plans': 'Enforcement plans',
  'settings.topic.complaints': 'Complaints and opinions',
  'settings.topic.appointments': 'Appointments',
  'settings.topic.shop': 'Service requests',
  'settings.pushSaveFailed': 'Your push setting was not saved and is back as it was. {reason}',
  'settings.about': 'About',
  'settings.version': 'Version',
  'settings.licences': 'Open-source software used and its licences',
  'settings.signOut': 'Sign out',
  'settings.portalManaged': 'You signed in through the city portal; sign out or switch accounts there.',
} satisfies Record<string, string>;
