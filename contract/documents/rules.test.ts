import { describe, expect, it } from 'vitest';
import {
  cityAnalysisPeriodOf,
  cityAnalysisRef,
  DOCUMENT_REF,
  isLiveDocumentKind,
  parseDocumentRef,
} from './rules';
import { documentRefSchema } from './schemas';

describe('document refs', () => {
  it('name a stored record by its id', () => {
    expect(parseDocumentRef('receipt.reg-demo-01')).toEqual({ kind: 'receipt', id: 'reg-demo-01' });
    expect(parseDocumentRef('law.food-safety-law')).toEqual({ kind: 'law', id: 'food-safety-law' });
    expect(parseDocumentRef('receipt.')).toBeNull();
    expect(parseDocumentRef(`notice.${'x'.repeat(65)}`)).toBeNull();
    expect(parseDocumentRef('invoice.1')).toBeNull();
  });

  it('name the city analysis by its period: a running one or a custom range', () => {
    for (const period of ['month', 'quarter', 'year'] as const) {
      const ref = cityAnalysisRef({ period });
      expect(ref).toBe(`cityAnalysis.${period}`);
      expect(parseDocumentRef(ref)).toEqual({ kind: 'cityAnalysis', id: period });
      expect(cityAnalysisPeriodOf(period)).toEqual({ period });
    }
    const custom = { period: 'custom' as const, from: '2026-01-01', to: '2026-03-31' };
    const ref = cityAnalysisRef(custom);
    expect(ref).toBe('cityAnalysis.2026-01-01_2026-03-31');
    expect(parseDocumentRef(ref)).toEqual({ kind: 'cityAnalysis', id: '2026-01-01_2026-03-31' });
    expect(cityAnalysisPeriodOf('2026-01-01_2026-03-31')).toEqual(custom);
    expect(isLiveDocumentKind('cityAnalysis')).toBe(true);
    expect(isLiveDocumentKind('receipt')).toBe(false);
  });

  it('keep the city analysis id strict', () => {
    for (const ref of [
      'cityAnalysis.custom',
      'cityAnalysis.week',
      'cityAnalysis.Month',
      'cityAnalysis.2026-01-01',
      'cityAnalysis.2026-1-01_2026-03-31',
      'cityAnalysis.2026-01-01_2026-03-31_2026-04-30',
      'cityAnalysis.2026-01-01-2026-03-31',
      'cityanalysis.month',
      'cityAnalysis.month ',
    ])
      expect(DOCUMENT_REF.test(ref), ref).toBe(false);
  });

  it("hold a custom range to the analysis call's rules", () => {
    expect(documentRefSchema.safeParse('cityAnalysis.2026-01-01_2026-03-31').success).toBe(true);
    expect(documentRefSchema.safeParse('cityAnalysis.2024-11-24_2026-11-24').success).toBe(true);
    expect(documentRefSchema.safeParse('receipt.reg-demo-01').success).toBe(true);
    for (const ref of [
      // longer than CUSTOM_RANGE_MAX_DAYS
      'cityAnalysis.2023-01-01_2026-01-01',
      'cityAnalysis.2026-03-31_2026-01-01',
      'cityAnalysis.2026-02-30_2026-03-31',
      'cityAnalysis.1999-12-01_2000-01-31',
    ]) {
      const parsed = documentRefSchema.safeParse(ref);
      expect(parsed.success, ref).toBe(false);
      expect(
        parsed.error?.issues.map((issue) => issue.path),
        ref,
      ).toEqual([[]]);
    }
    expect(documentRefSchema.safeParse('cityAnalysis.2023-01-01_2026-01-01').error?.issues[0]?.message).toBe(
      'rangeTooLong',
    );
  });
});
