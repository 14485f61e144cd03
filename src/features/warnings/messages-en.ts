export default {
  'warnings.title': 'Early warnings',
  'warnings.intro':
    'Enterprises your department inspected in the last 12 months that were inspected too often, repeatedly without findings, or up to the annual cap.',
  'warnings.introCity':
    'Enterprises anywhere in the city inspected in the last 12 months that were inspected too often, repeatedly without findings, or up to the annual cap.',
  'warnings.empty': 'No warnings at the moment',
  'warnings.emptyOfKind': 'No warnings of this kind at present',
  'warnings.kind.daily': 'Several inspections in a day',
  'warnings.kind.weekly': 'Several inspections in a week',
  'warnings.kind.monthly': 'Several inspections in a month',
  'warnings.kind.streak': 'Repeated inspections without findings',
  'warnings.kind.cap': 'Annual cap reached',
  'warnings.kindCount': '{kind} ({count})',
  'warnings.enterprise.title': 'Warnings and inspection quota',
  'warnings.enterprise.warningsTitle': 'Current warnings',
  'warnings.enterprise.quotaTitle': 'Inspections this year by department',
  'warnings.enterprise.complain': 'Complain about this warning',

  'warnings.quota.title': 'Inspections by department in {year}',
  'warnings.quota.hint':
    'Each department may inspect an enterprise only so many times a year; case-specific inspections (complaints, re-checks) are exempt but labelled.',
  'warnings.quota.over': 'You may refuse a routine inspection past the cap and complain',
  'warnings.quota.departmentTitle': '{department} inspections in {year}',
  'warnings.quota.noRegistrations': 'No inspections by this department this year',
  'warnings.quota.caseSpecific': 'Case-specific (not counted)',
} satisfies Record<string, string>;
