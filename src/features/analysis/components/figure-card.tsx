import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './analysis.module.css';
import type { Figure } from '../../../../contract/analysis/schemas';
import { analysisMessages as m } from '../messages';
import { countChange, share, shareChange, type Direction } from '../period';

const arrows: Record<Direction, string> = { up: '↑', down: '↓', same: '→' };

interface CardProps {
  label: ReactNode;
  value: ReactNode;
  previous?: ReactNode;
  /** The change said in words after an arrow: never colour alone. */
  change?: { direction: Direction; text: ReactNode } | null;
  detail?: ReactNode;
  /** The list behind the figure. */
  href?: string;
}

export function FigureCard({ label, value, previous, change, detail, href }: CardProps) {
  const body = (
    <>
      <span className={styles.cardLabel}>{label}</span>
      <span className={styles.cardValue}>{value}</span>
      {detail && <span className={styles.cardDetail}>{detail}</span>}
      {previous !== undefined && previous !== null && (
        <span className={styles.cardPrevious}>
          <FormattedMessage {...m.previous} values={{ value: previous }} />
        </span>
      )}
      {change && (
        <span className={styles.change}>
          <span aria-hidden="true">{arrows[change.direction]} </span>
          {change.text}
        </span>
      )}
    </>
  );
  return (
    <li>
      {href ? (
        <Link className={styles.card} to={href}>
          {body}
        </Link>
      ) : (
        <div className={styles.card}>{body}</div>
      )}
    </li>
  );
}

/** A count with the period before and how it moved. */
export function CountCard({ label, figure, href }: { label: ReactNode; figure: Figure; href?: string }) {
  const intl = useIntl();
  const { direction, amount } = countChange(figure);
  const number = intl.formatNumber(amount);
  return (
    <FigureCard
      label={label}
      value={intl.formatNumber(figure.current)}
      previous={intl.formatNumber(figure.previous)}
      change={{
        direction,
        text: (
          <FormattedMessage
            {...(direction === 'up' ? m.changeUp : direction === 'down' ? m.changeDown : m.changeSame)}
            values={{ amount: number }}
          />
        ),
      }}
      href={href}
    />
  );
}

/** A share in 0..1 as a percentage for the locale, or a dash when there is nothing to divide. */
export function usePercent() {
  const intl = useIntl();
  return (value: number | null) =>
    value === null
      ? intl.formatMessage(m.noShare)
      : intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });
}

/** A share of this period and the one before, moved in percentage points. */
export function ShareCard({
  label,
  current,
  previous,
  detail,
  href,
}: {
  label: ReactNode;
  current: number | null;
  previous: number | null;
  detail?: ReactNode;
  href?: string;
}) {
  const intl = useIntl();
  const percent = usePercent();
  const moved = shareChange(current, previous);
  return (
    <FigureCard
      label={label}
      value={percent(current)}
      previous={percent(previous)}
      detail={detail}
      change={
        moved && {
          direction: moved.direction,
          text:
            moved.direction === 'same' ? (
              <FormattedMessage {...m.changeSame} />
            ) : (
              <FormattedMessage
                {...(moved.direction === 'up' ? m.pointsUp : m.pointsDown)}
                values={{ points: intl.formatNumber(moved.points) }}
              />
            ),
        }
      }
      href={href}
    />
  );
}

/** A part of a whole (scanned of all inspections), as a share of this period and the one before. */
export function RatioCard({
  label,
  part,
  whole,
  detail = m.ofWhole,
  href,
}: {
  label: ReactNode;
  part: Figure;
  whole: Figure;
  /** Says `{part}` of `{whole}` for this period. */
  detail?: MessageDescriptor;
  href?: string;
}) {
  const intl = useIntl();
  return (
    <ShareCard
      label={label}
      current={share(part.current, whole.current)}
      previous={share(part.previous, whole.previous)}
      detail={intl.formatMessage(detail, {
        part: intl.formatNumber(part.current),
        whole: intl.formatNumber(whole.current),
      })}
      href={href}
    />
  );
}
