export default {
  'notices.list.title': 'Inspection notices',
  'notices.list.introEnterprise':
    'Notices of inspections of your enterprise. When officers arrive, scan the QR code of the notice they show to check that the officers, task and items are genuine.',
  'notices.list.introOfficer': 'Inspection notices your department issued.',
  'notices.list.empty': 'No inspection notices',
  'notices.list.unread': 'Unread',
  'notices.list.acknowledged': 'Receipt acknowledged',
  'notices.list.period': 'Inspection period {from} to {to}',
  'notices.scan.button': "Scan the officer's notice",
  'notices.scan.again': 'Scan again',
  'notices.scan.close': 'Close the scanner',
  'notices.scan.title': "Scan the inspection notice's QR code",
  'notices.scan.notANotice':
    'This is not an inspection notice QR code. Scan the QR code of the "administrative inspection notice" the officer shows in this app.',
  'notices.scan.cancelled': 'Scan cancelled',

  'notices.kind.advance': 'Advance notice',
  'notices.kind.door': 'Shown at the door',

  'notices.document.title': 'Administrative inspection notice',
  'notices.field.department': 'Inspecting department',
  'notices.field.enterprise': 'Enterprise inspected',
  'notices.field.task': 'Inspection task',
  'notices.field.kind': 'Given as',
  'notices.field.period': 'Inspection period',
  'notices.field.periodRange': '{from} to {to}',
  'notices.field.officers': 'Officers',
  'notices.field.officerLine': '{name} (certificate no. {certificate})',
  'notices.field.legalBasis': 'Legal basis',
  'notices.field.items': 'Inspection items',
  'notices.field.itemLine': '{name} ({code})',
  'notices.field.inspections': 'Inspections this year',
  'notices.field.inspectionsOfCap':
    'This department has inspected the enterprise {count, plural, one {once} other {# times}} this year, of a yearly cap of {cap}',
  'notices.field.inspectionsNoCap':
    'This department has inspected the enterprise {count, plural, one {once} other {# times}} this year (no yearly cap)',
  'notices.field.capReached': 'Yearly cap reached',
  'notices.field.issuedAt': 'Issued',

  'notices.rights.title': "The enterprise's rights",
  'notices.rights.items':
    "Only the items on the department's published list may be inspected; you may refuse any item not on it.",
  'notices.rights.officers':
    'At least two officers inspect, and they show their enforcement certificates; you may ask to check them.',
  'notices.rights.cap': 'You may refuse a routine inspection beyond the yearly cap.',
  'notices.rights.complain':
    "If you object to this inspection, call the 12345 government service hotline to complain, or contact the city justice bureau's enforcement supervision office.",

  'notices.door.title': 'Show the inspection notice',
  'notices.door.intro':
    'Show this page on arrival: the enterprise scans the QR code in this app to check the officers, task and items.',
  'notices.door.opening': 'Preparing the inspection notice',
  'notices.door.failedTitle': 'The inspection notice could not be issued',
  'notices.door.retry': 'Try again',
  'notices.door.qrLabel': 'QR code to verify the inspection notice: {enterprise}',
  'notices.door.qrHint': 'The enterprise scans it under "Inspection notices" in this app',
  'notices.door.validUntil': 'QR code valid until {time}',
  'notices.door.expired': 'The QR code has expired: refresh it before showing it',
  'notices.door.refresh': 'Refresh the QR code',

  'notices.detail.title': 'Inspection notice',
  'notices.detail.verifying': 'Verifying the inspection notice',
  'notices.detail.enterpriseVerifies':
    "An inspection notice's QR code is verified by the enterprise inspected, in this app.",
  'notices.verify.validTitle': 'Verified: genuine',
  'notices.verify.validText':
    'The officers, the task and the items check out, and the yearly inspection cap is not exceeded.',
  'notices.verify.problemsTitle': 'Verification failed',
  'notices.verify.problemsText':
    'Some checks failed (listed below); you may refuse what does not check out and complain.',
  'notices.verify.notGenuineTitle': 'Not a genuine inspection notice',
  'notices.verify.notGenuineText':
    'This QR code was not issued by an enforcement department and may be forged. You may refuse the inspection and complain.',
  'notices.verify.expiredTitle': "The inspection notice's QR code has expired",
  'notices.verify.expiredText': 'Ask the officers to refresh the QR code and show it again, then scan it.',
  'notices.verify.checksTitle': 'Checks',
  'notices.verify.passed': 'passed',
  'notices.verify.failed': 'failed',
  'notices.verify.checkLine': '{check}: {result}',
  'notices.verify.complain': 'Complain with this notice attached',
  'notices.detail.acknowledge': 'Acknowledge receipt',
  'notices.detail.acknowledgedAt': 'Receipt acknowledged on {time}',
  'notices.detail.registration': 'Inspection registered under it',
  'notices.detail.registrationLine': 'Registration {number} (registered {time})',
  'notices.detail.noRegistration': 'No inspection registered under it yet',

  'notices.check.genuine': 'Issued by an enforcement department (not forged)',
  'notices.check.notExpired': 'The QR code is still valid',
  'notices.check.forThisEnterprise': 'It is for this enterprise',
  'notices.check.planApproved': 'The inspection plan is approved',
  'notices.check.withinPeriod': 'Today is within the inspection period',
  'notices.check.officersCertified': 'The officers hold valid enforcement certificates',
  'notices.check.itemsPublished': 'Every item is on the published list',
  'notices.check.withinCap': "Within the department's yearly inspection cap",
} satisfies Record<string, string>;
