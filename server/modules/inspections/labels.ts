import type { Locale } from '../../../contract/locales';

/** Labels of the fields a correction may change, for the audit trail. */
export const FIELD_LABELS: Record<string, Record<Locale, string>> = {
  endedAt: { zh: '结束时间', en: 'End time' },
  legalBasis: { zh: '法律依据', en: 'Legal basis' },
  items: { zh: '检查事项', en: 'Items checked' },
  problems: { zh: '发现问题', en: 'Problems found' },
  remarks: { zh: '备注', en: 'Remarks' },
};

export const RESULT_LABELS: Record<string, Record<Locale, string>> = {
  compliant: { zh: '符合', en: 'compliant' },
  non_compliant: { zh: '不符合', en: 'not compliant' },
};
