export default {
  'regions.district': 'District',
  'regions.street': 'Street',
  'regions.placeholder': 'Choose the district and street',
  'regions.loading': 'Loading areas…',
  'regions.failed': 'Areas could not be loaded; tap to try again',
};
