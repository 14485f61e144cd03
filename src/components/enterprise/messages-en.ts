export default {
  'enterpriseSummary.enterpriseNumber': 'Enterprise number',
  'enterpriseSummary.address': 'Address',
  'enterpriseSummary.legalRepresentative': 'Legal representative',
  'enterpriseSummary.creditCode': 'Unified social credit code',
  'enterpriseSummary.contactPhone': 'Contact phone',
  'enterpriseSummary.registeredSince': 'Registered',
  'enterpriseSummary.warningsTitle':
    '{count, plural, one {# inspection warning} other {# inspection warnings}}',
  'enterpriseSummary.warningsHint':
    'Make sure this inspection is necessary and give the reason in the registration.',
  'enterpriseSummary.noWarnings': 'No inspection warnings',
  'enterpriseSummary.quotaTitle': 'Inspections this year by department',
  'enterpriseSummary.recentTitle': 'Recent inspections',
  'enterpriseSummary.noRecent': 'No recent inspections',
  'enterpriseSummary.evaluationSummary': 'Your department: {count} ratings, {share} satisfied',
  'enterpriseSummary.evaluationTooFew':
    'Your department has no whole month with 5 ratings yet (a month counts 7 days after its end): no satisfaction rate is shown, to protect who rated',
} satisfies Record<string, string>;
