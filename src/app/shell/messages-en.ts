export default {
  'tabs.home': 'Home',
  'tabs.inspectionNotice': 'Inspection notices',
  'tabs.complaints': 'Complaints',
  'tabs.notices': 'Notices',
  'tabs.my': 'Me',
  'tabs.shop': 'Shop',
  'tabs.shopRequests': 'Requests',
  'tabs.unread': '{title}, {count} unread',
  'tabs.label': 'Main navigation',
  'shell.working': 'Working on your request',
} satisfies Record<string, string>;
