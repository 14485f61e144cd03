import { useId } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { PLAN_OFFICERS_MIN } from '../../../../contract/plans/rules';
import type { PlanDrawSettings, PlanOptions } from '../../../../contract/plans/schemas';
import control from '../../../lib/ui/native-control.module.css';
import { planMessages as m } from '../messages';
import styles from '../plans.module.css';

const DEFAULT_SETTINGS: PlanDrawSettings = { targetCount: 5, officerCount: PLAN_OFFICERS_MIN };

function CountField({
  label,
  value,
  onChange,
}: {
  label: MessageDescriptor;
  value: number;
  onChange: (count: number) => void;
}) {
  const id = useId();
  return (
    <span className={styles.field}>
      <label htmlFor={id}>
        <FormattedMessage {...label} />
      </label>
      <input
        id={id}
        className={control.control}
        type="number"
        inputMode="numeric"
        value={Number.isFinite(value) ? value : ''}
        onChange={(event) => onChange(Math.trunc(Number(event.target.value)))}
      />
    </span>
  );
}

/**
 * Whether the plan is a random one, and what it draws. The server draws once the plan is saved, from a value it
 * committed to beforehand; the form only says how many and where.
 */
export function DrawField({
  value,
  onChange,
  id,
  regions,
}: {
  value?: PlanDrawSettings | null;
  onChange?: (draw: PlanDrawSettings | null) => void;
  id?: string;
  regions: PlanOptions['regions'];
}) {
  const change = (patch: Partial<PlanDrawSettings>) => {
    const next = { ...(value ?? DEFAULT_SETTINGS), ...patch };
    if (!next.regionCode) delete next.regionCode;
    onChange?.(next);
  };
  return (
    <div className={styles.picker}>
      <label className={styles.field}>
        <input
          id={id}
          type="checkbox"
          checked={Boolean(value)}
          onChange={(event) => onChange?.(event.target.checked ? DEFAULT_SETTINGS : null)}
        />{' '}
        <FormattedMessage {...m.randomPlan} />
      </label>
      {value && (
        <>
          <label className={styles.field}>
            <FormattedMessage {...m.region} />
            <select
              className={control.control}
              value={value.regionCode ?? ''}
              onChange={(event) => change({ regionCode: event.target.value })}
            >
              <FormattedMessage {...m.allRegions}>
                {(text) => <option value="">{text}</option>}
              </FormattedMessage>
              {regions.map((region) => (
                <option key={region.code} value={region.code}>
                  {region.name}
                </option>
              ))}
            </select>
          </label>
          <div className={styles.fieldRow}>
            <CountField
              label={m.targetCount}
              value={value.targetCount}
              onChange={(targetCount) => change({ targetCount })}
            />
            <CountField
              label={m.officerCount}
              value={value.officerCount}
              onChange={(officerCount) => change({ officerCount })}
            />
          </div>
          <p className={styles.muted}>
            <FormattedMessage {...m.randomPlanHint} />
          </p>
        </>
      )}
    </div>
  );
}
