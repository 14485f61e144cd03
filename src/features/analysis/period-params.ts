import { useNavigate } from 'react-router-dom';
import { checkCustomRange, type PeriodChoice } from './period';
import { ANALYSIS_PERIODS, type AnalysisPeriod } from '../../../contract/analysis/rules';
import { paths } from '../../lib/paths';
import { useScreenParams } from '../../lib/route-params';

type AnalysisScreen = 'analyse' | 'comprehensiveAnalysis';

/** The period an address names; an unknown period or an invalid custom range reads as this month. */
export function periodOfParams(params: { period?: string; from?: string; to?: string }): PeriodChoice {
  const period = ANALYSIS_PERIODS.find((known) => known === params.period) as AnalysisPeriod | undefined;
  if (!period) return { period: 'month' };
  if (period !== 'custom') return { period };
  const { from = '', to = '' } = params;
  return checkCustomRange(from, to) ? { period: 'month' } : { period, from, to };
}

/** The screen's period, kept in its address (replaced, not pushed) so that back from a figure's list returns to it. */
export function usePeriodParam(screen: AnalysisScreen): [PeriodChoice, (next: PeriodChoice) => void] {
  const navigate = useNavigate();
  const params = useScreenParams(screen);
  const choose = (next: PeriodChoice) =>
    navigate(paths[screen].href({ ...params, period: next.period, from: next.from, to: next.to }), {
      replace: true,
    });
  return [periodOfParams(params), choose];
}
