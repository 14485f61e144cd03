import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './analysis.module.css';
import { Button } from '../../../lib/ui/button';
import { analysisMessages as m } from '../messages';

export interface ChartSeries {
  key: string;
  label: string;
}

export interface ChartRow {
  key: string;
  /** The category as the axis shows it (short) and as the table and the readout say it. */
  axisLabel: string;
  label: string;
  values: number[];
}

interface BarChartProps {
  caption: string;
  categoryHeader: string;
  series: ChartSeries[];
  rows: ChartRow[];
  /** Series stacked in one bar, or each series in a panel of its own with its own scale. */
  layout?: 'stacked' | 'panels';
  format?: (value: number) => string;
  /** A total column in the table (stacked counts). */
  totalHeader?: string;
}

const WIDTH = 320;
const PLOT_HEIGHT = 120;
const AXIS_HEIGHT = 18;
const PAD = 4;

/** Fills told apart without colour (solid, hatched, dotted), so a greyscale print still reads. */
function Patterns({ prefix }: { prefix: string }) {
  return (
    <defs>
      <pattern id={`${prefix}-0`} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" className={styles.fillSolid} />
      </pattern>
      <pattern
        id={`${prefix}-1`}
        width="6"
        height="6"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="6" height="6" className={styles.fillLight} />
        <line x1="0" y1="0" x2="0" y2="6" className={styles.hatch} />
      </pattern>
      <pattern id={`${prefix}-2`} width="5" height="5" patternUnits="userSpaceOnUse">
        <rect width="5" height="5" className={styles.fillPale} />
        <circle cx="2.5" cy="2.5" r="1.2" className={styles.dot} />
      </pattern>
    </defs>
  );
}

function Swatch({ fill }: { fill: string }) {
  return (
    <svg className={styles.swatch} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <rect width="12" height="12" fill={fill} className={styles.barEdge} />
    </svg>
  );
}

/** Bars drawn in SVG: a tap on a bar says its figures; the same figures are one toggle away as a table. */
export function BarChart({
  caption,
  categoryHeader,
  series,
  rows,
  layout = 'stacked',
  format,
  totalHeader,
}: BarChartProps) {
  const intl = useIntl();
  const prefix = `sv-chart-${useId().replace(/[^\w-]/g, '')}`;
  const [asTable, setAsTable] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const show = format ?? ((value: number) => intl.formatNumber(value));
  const slot = (WIDTH - 2 * PAD) / Math.max(rows.length, 1);
  const barWidth = Math.max(slot * 0.6, 2);
  // Six labels at most: twelve two-digit months (10月, 11月, 12月) overlapped at 320 px in large text.
  const labelEvery = Math.ceil(rows.length / 6);

  const panel = (panelSeries: number[], key: string, label: string, title?: ReactNode): ReactNode => {
    const totals = rows.map((row) => panelSeries.reduce((sum, s) => sum + (row.values[s] ?? 0), 0));
    const max = Math.max(...totals, 1);
    return (
      <div key={key} className={styles.panel}>
        {title}
        <svg
          className={styles.chart}
          viewBox={`0 0 ${WIDTH} ${PLOT_HEIGHT + AXIS_HEIGHT}`}
          role="img"
          aria-label={label}
        >
          <Patterns prefix={`${prefix}${key}`} />
          <line x1={PAD} x2={WIDTH - PAD} y1={PLOT_HEIGHT} y2={PLOT_HEIGHT} className={styles.axis} />
          <text x={PAD} y={10} className={styles.axisText}>
            {show(max)}
          </text>
          {rows.map((row, index) => {
            const x = PAD + index * slot + (slot - barWidth) / 2;
            let top = PLOT_HEIGHT;
            return (
              <g key={row.key} onClick={() => setSelected(index)} className={styles.column}>
                <rect x={PAD + index * slot} y={0} width={slot} height={PLOT_HEIGHT} fill="transparent" />
                {panelSeries.map((s) => {
                  const height = ((row.values[s] ?? 0) / max) * (PLOT_HEIGHT - 14);
                  top -= height;
                  return height > 0 ? (
                    <rect
                      key={s}
                      x={x}
                      y={top}
                      width={barWidth}
                      height={height}
                      fill={`url(#${prefix}${key}-${s % 3})`}
                      className={selected === index ? styles.barSelected : styles.barEdge}
                    />
                  ) : null;
                })}
                {index % labelEvery === 0 && (
                  <text
                    x={x + barWidth / 2}
                    y={PLOT_HEIGHT + 13}
                    textAnchor="middle"
                    className={styles.axisText}
                  >
                    {row.axisLabel}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
    );
  };

  const picked = selected === null ? undefined : rows[selected];
  const readout = picked
    ? intl.formatMessage(m.chartReadout, {
        category: picked.label,
        values: series.map((s, i) => `${s.label} ${show(picked.values[i] ?? 0)}`).join(', '),
      })
    : intl.formatMessage(m.chartHint);

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.figureHead}>
        <span className={styles.figureTitle}>{caption}</span>
        <Button size="small" fill="outline" onClick={() => setAsTable((value) => !value)}>
          <FormattedMessage {...(asTable ? m.showChart : m.showTable)} />
        </Button>
      </figcaption>
      {asTable ? (
        <div className={styles.tableScroll} role="region" aria-label={caption} tabIndex={0}>
          <table className={styles.table}>
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{categoryHeader}</th>
                {series.map((s) => (
                  <th key={s.key} scope="col">
                    {s.label}
                  </th>
                ))}
                {totalHeader && <th scope="col">{totalHeader}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  {series.map((s, i) => (
                    <td key={s.key}>{show(row.values[i] ?? 0)}</td>
                  ))}
                  {totalHeader && <td>{show(row.values.reduce((a, b) => a + b, 0))}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <>
          {layout === 'stacked' ? (
            <>
              {series.length > 1 && (
                <ul className={styles.legend}>
                  {series.map((s, i) => (
                    <li key={s.key}>
                      <Swatch fill={`url(#${prefix}stack-${i % 3})`} />
                      {s.label}
                    </li>
                  ))}
                </ul>
              )}
              {panel(
                series.map((_, i) => i),
                'stack',
                caption,
              )}
            </>
          ) : (
            series.map((s, i) =>
              panel(
                [i],
                `p${i}`,
                `${caption}: ${s.label}`,
                <p className={styles.panelTitle}>
                  <Swatch fill={`url(#${prefix}p${i}-${i % 3})`} />
                  {s.label}
                </p>,
              ),
            )
          )}
          <p className={styles.readout} aria-live="polite">
            {readout}
          </p>
        </>
      )}
    </figure>
  );
}
