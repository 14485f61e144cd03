import { NoticeBar } from 'antd-mobile';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { PlanDetail } from '../../../../contract/plans/schemas';
import type { DetailRow } from '../../../lib/ui/detail-list';
import type { usePlanFormats } from '../labels';
import { planMessages as m } from '../messages';
import styles from '../plans.module.css';

type Formats = ReturnType<typeof usePlanFormats>;

/** A random plan's draws as the server published them, for anyone to check: settings, commitment, each draw. */
export function drawRows({ draw }: PlanDetail, formats: Formats, intl: IntlShape): DetailRow[] {
  if (!draw) return [];
  const rows: DetailRow[] = [
    { key: 'region', label: m.region, value: draw.regionName ?? <FormattedMessage {...m.allRegions} /> },
    {
      key: 'scope',
      label: m.scope,
      value: draw.scope.length ? draw.scope.join('、') : <FormattedMessage {...m.scopeEvery} />,
    },
    {
      key: 'counts',
      label: m.drawCounts,
      value: (
        <FormattedMessage
          {...m.drawCountsValue}
          values={{ targets: draw.targetCount, officers: draw.officerCount }}
        />
      ),
    },
  ];
  if (draw.commitment && draw.committedAt)
    rows.push({
      key: 'commitment',
      label: m.commitment,
      value: (
        <>
          <span className={styles.seed}>{draw.commitment}</span>{' '}
          <span className={styles.muted}>
            <FormattedMessage {...m.committedAt} values={{ time: formats.time(draw.committedAt) }} />
          </span>
        </>
      ),
      block: true,
    });
  if (draw.rounds.length === 0)
    rows.push({ key: 'none', label: m.pool, value: <FormattedMessage {...m.noDrawYet} /> });
  for (const round of draw.rounds)
    rows.push({
      key: `round-${round.round}`,
      label: <FormattedMessage {...m.round} values={{ round: round.round }} />,
      value: (
        <span className={styles.drawResult}>
          <span>
            <FormattedMessage
              {...m.roundBy}
              values={{ name: round.drawnBy, time: formats.time(round.drawnAt) }}
            />
          </span>
          {round.reason && (
            <span className={styles.bad}>
              <FormattedMessage {...m.roundReason} values={{ reason: round.reason }} />
            </span>
          )}
          <span>
            <FormattedMessage
              {...m.roundPool}
              values={{
                pool: round.pool.length,
                targets: round.targets.length,
                share: intl.formatNumber(round.share, { style: 'percent', maximumFractionDigits: 1 }),
                officers: round.officerPool.length,
              }}
            />
          </span>
          <span className={styles.seed}>
            <FormattedMessage {...m.roundCommitment} values={{ value: round.commitment }} />
          </span>
          <span className={styles.seed}>
            <FormattedMessage {...m.roundValue} values={{ value: round.value }} />
          </span>
        </span>
      ),
      block: true,
    });
  if (draw.rounds.length)
    rows.push({
      key: 'verify',
      label: m.pool,
      value: (
        <span className={styles.muted}>
          <FormattedMessage {...m.verifyHint} />
        </span>
      ),
      block: true,
    });
  return rows;
}

/** What the server says the approver must look at: more than one draw, or a draw older than the plan's settings. */
export function DrawWarnings({ plan }: { plan: PlanDetail }) {
  const intl = useIntl();
  const { draw } = plan;
  if (!draw) return null;
  return (
    <>
      {draw.redrawn && (
        <NoticeBar
          color="alert"
          wrap
          content={intl.formatMessage(m.redrawnWarning, { count: draw.rounds.length })}
        />
      )}
      {draw.rounds.length > 0 && !draw.current && (
        <NoticeBar color="alert" wrap content={intl.formatMessage(m.drawNotCurrent)} />
      )}
    </>
  );
}
