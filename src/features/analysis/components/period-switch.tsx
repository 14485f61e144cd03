import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import styles from './analysis.module.css';
import {
  ANALYSIS_PERIODS,
  CUSTOM_RANGE_MAX_DAYS,
  type AnalysisPeriod,
} from '../../../../contract/analysis/rules';
import { Button } from '../../../lib/ui/button';
import nativeStyles from '../../../lib/ui/native-control.module.css';
import { analysisMessages as m } from '../messages';
import { checkCustomRange, type PeriodChoice, type RangeProblem } from '../period';

const periodTexts: Record<AnalysisPeriod, MessageDescriptor> = {
  month: m.periodMonth,
  quarter: m.periodQuarter,
  year: m.periodYear,
  custom: m.periodCustom,
};

const problemTexts: Record<RangeProblem, MessageDescriptor> = {
  fromRequired: m.fromRequired,
  toRequired: m.toRequired,
  endBeforeStart: m.endBeforeStart,
  rangeTooLong: m.rangeTooLong,
};

/** This month, quarter or year, or a custom range that is asked for only once it is valid. */
export function PeriodSwitch({
  value,
  onChange,
}: {
  value: PeriodChoice;
  onChange: (next: PeriodChoice) => void;
}) {
  const groupName = useId();
  const [kind, setKind] = useState<AnalysisPeriod>(value.period);
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const problemId = useId();
  // The address can change the period under a kept screen (back, a link to it): the switch follows.
  const [followed, setFollowed] = useState(value);
  if (followed.period !== value.period || followed.from !== value.from || followed.to !== value.to) {
    setFollowed(value);
    setKind(value.period);
    setFrom(value.from ?? '');
    setTo(value.to ?? '');
    setProblem(null);
  }

  const choose = (next: AnalysisPeriod) => {
    setKind(next);
    setProblem(null);
    if (next !== 'custom') onChange({ period: next });
  };
  const apply = () => {
    const found = checkCustomRange(from, to);
    setProblem(found);
    if (!found) onChange({ period: 'custom', from, to });
  };
  const invalid = (field: 'from' | 'to') =>
    problem !== null && (field === 'from' ? problem === 'fromRequired' : problem !== 'fromRequired');

  return (
    <div className={styles.controls}>
      <fieldset className={styles.periods}>
        <legend className={styles.periodsLegend}>
          <FormattedMessage {...m.periodLabel} />
        </legend>
        {ANALYSIS_PERIODS.map((period) => (
          <label key={period} className={styles.periodOption}>
            <input
              type="radio"
              name={groupName}
              value={period}
              checked={kind === period}
              onChange={() => choose(period)}
            />
            <span>
              <FormattedMessage {...periodTexts[period]} />
            </span>
          </label>
        ))}
      </fieldset>
      {kind === 'custom' && (
        <div className={styles.range}>
          <label className={styles.rangeField}>
            <FormattedMessage {...m.rangeFrom} />
            <input
              type="date"
              className={nativeStyles.control}
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              aria-invalid={invalid('from') || undefined}
              aria-describedby={problem ? problemId : undefined}
            />
          </label>
          <label className={styles.rangeField}>
            <FormattedMessage {...m.rangeTo} />
            <input
              type="date"
              className={nativeStyles.control}
              value={to}
              min={from || undefined}
              onChange={(event) => setTo(event.target.value)}
              aria-invalid={invalid('to') || undefined}
              aria-describedby={problem ? problemId : undefined}
            />
          </label>
          <Button color="primary" onClick={apply}>
            <FormattedMessage {...m.rangeApply} />
          </Button>
        </div>
      )}
      {problem && (
        <p id={problemId} className={styles.problem} role="alert">
          <FormattedMessage {...problemTexts[problem]} values={{ days: CUSTOM_RANGE_MAX_DAYS }} />
        </p>
      )}
    </div>
  );
}

/**
 * The days the figures cover and what they are compared with: below the switch, so that it stays where it is while
 * the figures load (a line appearing above it moved it under the finger), and read out when the period changes.
 */
export function PeriodNote({ children }: { children?: ReactNode }) {
  return (
    <p className={styles.periodNote} aria-live="polite">
      {children}
    </p>
  );
}
