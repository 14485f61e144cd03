import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { PLAN_DRAW_MAX, PLAN_OFFICERS_MAX } from '../../../../contract/plans/rules';
import type { PlanDrawResult, PlanOptions } from '../../../../contract/plans/schemas';
import { Button } from '../../../lib/ui/button';
import control from '../../../lib/ui/native-control.module.css';
import { drawPlanTargets } from '../api';
import { usePlanFormats } from '../labels';
import { planMessages as m } from '../messages';
import styles from '../plans.module.css';

const DEFAULT_TARGETS = 5;

const count = (text: string, max: number) => Math.min(max, Math.max(0, Math.trunc(Number(text) || 0)));

function CountField({
  label,
  value,
  onChange,
  onKeyDown,
}: {
  label: MessageDescriptor;
  value: string;
  onChange: (text: string) => void;
  onKeyDown: (event: KeyboardEvent) => void;
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
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
    </span>
  );
}

/**
 * The "double random" draw: targets from the region's registered enterprises and officers of the department,
 * drawn by the server with a seed. The form keeps the result; the plan stores the parameters that reproduce it.
 */
export function DrawField({
  value,
  onChange,
  id,
  regions,
}: {
  value?: PlanDrawResult | null;
  onChange?: (draw: PlanDrawResult | null) => void;
  id?: string;
  regions: PlanOptions['regions'];
}) {
  const formats = usePlanFormats();
  const [regionCode, setRegionCode] = useState(value?.regionCode ?? '');
  const [targetCount, setTargetCount] = useState(String(value?.targetCount ?? DEFAULT_TARGETS));
  const [officerCount, setOfficerCount] = useState(String(value?.officerCount ?? 0));
  const [drawing, setDrawing] = useState(false);
  const [failed, setFailed] = useState(false);

  // a restored draft or a loaded plan brings its parameters with it
  useEffect(() => {
    if (!value) return;
    setRegionCode(value.regionCode ?? '');
    setTargetCount(String(value.targetCount));
    setOfficerCount(String(value.officerCount));
  }, [value]);

  const draw = async () => {
    setDrawing(true);
    setFailed(false);
    try {
      const result = await drawPlanTargets({
        ...(regionCode ? { regionCode } : {}),
        targetCount: count(targetCount, PLAN_DRAW_MAX),
        officerCount: count(officerCount, PLAN_OFFICERS_MAX),
      });
      onChange?.(result);
    } catch {
      setFailed(true);
    } finally {
      setDrawing(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void draw();
  };

  return (
    <div className={styles.picker}>
      <label className={styles.field}>
        <FormattedMessage {...m.region} />
        <select
          id={id}
          className={control.control}
          value={regionCode}
          onChange={(event) => setRegionCode(event.target.value)}
        >
          <FormattedMessage {...m.allRegions}>{(text) => <option value="">{text}</option>}</FormattedMessage>
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
          value={targetCount}
          onChange={setTargetCount}
          onKeyDown={onKeyDown}
        />
        <CountField
          label={m.officerCount}
          value={officerCount}
          onChange={setOfficerCount}
          onKeyDown={onKeyDown}
        />
      </div>
      <Button color="primary" fill="outline" loading={drawing} onClick={() => void draw()}>
        <FormattedMessage {...(value ? m.redraw : m.drawButton)} />
      </Button>
      {failed && (
        <p className={styles.error} role="alert">
          <FormattedMessage {...m.drawFailed} />
        </p>
      )}
      {value && (
        <div className={styles.drawResult} aria-live="polite">
          <span>
            <FormattedMessage
              {...m.seedLine}
              values={{ seed: <span className={styles.seed}>{value.seed}</span> }}
            />
          </span>
          <span>
            <FormattedMessage {...m.drawnAtLine} values={{ time: formats.time(value.drawnAt) }} />
          </span>
          <span>
            <FormattedMessage {...m.poolLine} values={{ count: value.poolSize }} />
          </span>
          <p className={styles.drawHead}>
            <FormattedMessage {...m.drawnTargets} values={{ count: value.targets.length }} />
          </p>
          <ul className={styles.picks}>
            {value.targets.map((target) => (
              <li key={target.enterpriseNumber} className={styles.pick}>
                <span className={styles.pickName}>
                  {target.name} · {target.enterpriseNumber}
                </span>
              </li>
            ))}
          </ul>
          {value.officers.length > 0 && (
            <>
              <p className={styles.drawHead}>
                <FormattedMessage {...m.drawnOfficers} values={{ count: value.officers.length }} />
              </p>
              <ul className={styles.picks}>
                {value.officers.map((officer) => (
                  <li key={officer.certificateNumber} className={styles.pick}>
                    <FormattedMessage
                      {...m.officerLine}
                      values={{ name: officer.name, certificate: officer.certificateNumber }}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
          <Button size="small" fill="outline" onClick={() => onChange?.(null)}>
            <FormattedMessage {...m.clearDraw} />
          </Button>
        </div>
      )}
    </div>
  );
}
