export default {
  'quota.used': '{used} / {cap}',
  'quota.label': '{department}: {used, plural, one {# inspection} other {# inspections}} of {cap} allowed',
  'quota.exempt': 'plus {exempt} case-specific (not counted)',
  'quota.full': 'Annual cap reached',
  'quota.over': 'Over the annual cap',
  'quota.empty': 'No inspections counted against a cap this year',
} satisfies Record<string, string>;
