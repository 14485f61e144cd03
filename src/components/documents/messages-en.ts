export default {
  'components.documents.title': 'Documents',
  'components.documents.receipt': 'Inspection receipt',
  'components.documents.receiptImages': 'Receipt as images',
  'components.documents.notice': 'Notice document',
  'components.documents.decision': 'Decision letter',
  'components.documents.lookUpLaw': 'Look up the legal text',
};
