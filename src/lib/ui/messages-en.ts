export default {
  'common.loading': 'Loading',
  'common.failedTitle': 'Could not load',
  'common.retry': 'Try again',
  'common.emptyTitle': 'Nothing here yet',
} satisfies Record<string, string>;
