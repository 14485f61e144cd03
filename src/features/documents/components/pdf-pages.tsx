import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import hidden from '../../../lib/ui/visually-hidden.module.css';
import styles from '../documents.module.css';
import { documentMessages as m } from '../messages';
import type { PdfHandle } from '../pdf-renderer';
import { useContainerWidth, usePageTracking } from './page-tracking';

const MIN_ZOOM = 0.5;
const MAX_ZOOM = 3;
const ZOOM_STEP = 1.25;
/** A zoom redraws the canvases once it settles; meanwhile they are stretched. */
const REDRAW_AFTER_MS = 150;

const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 100) / 100));

function PdfPage({
  pdf,
  number,
  width,
  near,
  label,
}: {
  pdf: PdfHandle;
  number: number;
  width: number;
  near: boolean;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawn = useRef(false);
  const size = pdf.pageSizes[number - 1] ?? { width: 595, height: 842 };
  useEffect(() => {
    if (!near || !canvas.current || width <= 0) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        drawn.current = true;
        pdf.drawPage(number, canvas.current!, width, controller.signal).catch(() => undefined);
      },
      drawn.current ? REDRAW_AFTER_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [pdf, number, width, near]);
  return (
    <div
      className={styles.page}
      data-page={number}
      style={{ width, height: (width * size.height) / size.width }}
    >
      <canvas ref={canvas} className={styles.canvas} role="img" aria-label={label} />
    </div>
  );
}

/**
 * Every page of a PDF drawn by pdf.js, each when it comes near the view, with zoom buttons and pinch, and the
 * page in view ("3 / 5"). `actions` (download, share) sit in the same toolbar.
 */
export function PdfPages({ pdf, actions }: { pdf: PdfHandle; actions?: ReactNode }) {
  const intl = useIntl();
  const [zoom, setZoom] = useState(1);
  const [frame, fitWidth] = useContainerWidth();
  const { register, current, near } = usePageTracking(pdf.pageCount);
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const total = pdf.pageCount;
  const width = Math.round(fitWidth * zoom);

  const distance = (event: TouchEvent) => {
    const [a, b] = [event.touches[0]!, event.touches[1]!];
    return Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
  };
  const percent = Math.round(zoom * 100);

  return (
    <div className={styles.viewer}>
      <div className={styles.toolbar} role="toolbar" aria-label={intl.formatMessage(m.toolbar)}>
        <button
          type="button"
          className={styles.tool}
          onClick={() => setZoom((value) => clampZoom(value / ZOOM_STEP))}
          disabled={zoom <= MIN_ZOOM}
          aria-label={intl.formatMessage(m.zoomOut)}
        >
          <MinusOutline aria-hidden />
        </button>
        <span className={styles.zoom} aria-label={intl.formatMessage(m.zoomLevelLabel, { percent })}>
          <FormattedMessage {...m.zoomLevel} values={{ percent }} />
        </span>
        <button
          type="button"
          className={styles.tool}
          onClick={() => setZoom((value) => clampZoom(value * ZOOM_STEP))}
          disabled={zoom >= MAX_ZOOM}
          aria-label={intl.formatMessage(m.zoomIn)}
        >
          <AddOutline aria-hidden />
        </button>
        <span className={styles.indicator} data-testid="page-indicator">
          <span aria-hidden>
            <FormattedMessage {...m.pageIndicator} values={{ page: current, total }} />
          </span>
          <span className={hidden.visuallyHidden}>
            <FormattedMessage {...m.pageOf} values={{ page: current, total }} />
          </span>
        </span>
        {actions}
      </div>
      <div
        ref={frame}
        className={styles.pages}
        onTouchStart={(event) => {
          if (event.touches.length === 2) pinch.current = { distance: distance(event), zoom };
        }}
        onTouchMove={(event) => {
          if (event.touches.length !== 2 || !pinch.current) return;
          const start = pinch.current;
          setZoom(clampZoom((start.zoom * distance(event)) / start.distance));
        }}
        onTouchEnd={(event) => {
          if (event.touches.length < 2) pinch.current = null;
        }}
      >
        {Array.from({ length: total }, (_, index) => (
          <div key={index} ref={register(index + 1)}>
            <PdfPage
              pdf={pdf}
              number={index + 1}
              width={width}
              near={near(index + 1)}
              label={intl.formatMessage(m.pageOf, { page: index + 1, total })}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
