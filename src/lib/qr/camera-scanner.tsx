import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './camera-scanner.module.css';
import { decodeCanvas, decodeQrFromFile } from './decode-image';
import { qrMessages as m } from './messages';

const FRAME_INTERVAL_MS = 250;

/**
 * Scans with the device camera in a plain browser (the messaging host has its own scanner). The stream and the
 * timer stop on unmount; without a camera the user can pick a picture of the code instead.
 */
export function CameraScanner({ onResult }: { onResult: (text: string) => void }) {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'scanning' | 'unavailable'>('starting');
  const [imageError, setImageError] = useState(false);
  const done = useRef(false);
  const latest = useRef(onResult);
  latest.current = onResult;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const tick = async () => {
      const element = video.current;
      if (stopped || !element || !context || done.current) return;
      if (element.videoWidth > 0) {
        canvas.width = element.videoWidth;
        canvas.height = element.videoHeight;
        context.drawImage(element, 0, 0);
        const text = await decodeCanvas(canvas, context);
        if (text && !done.current && !stopped) {
          done.current = true;
          latest.current(text);
          return;
        }
      }
      timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
    };

    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped) return;
        if (video.current) {
          video.current.srcObject = stream;
          await video.current.play().catch(() => undefined);
        }
        setState('scanning');
        void tick();
      } catch {
        if (!stopped) setState('unavailable');
      }
    })();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    setImageError(false);
    const text = await decodeQrFromFile(file).catch(() => null);
    if (text) latest.current(text);
    else setImageError(true);
  };

  return (
    <div className={styles.scanner}>
      {/* The same box when the camera cannot be used, so that what follows does not move up under the finger. */}
      {state === 'unavailable' ? (
        <div className={`${styles.viewport} ${styles.unavailable}`}>
          <p className={styles.message} role="alert">
            <FormattedMessage {...m.denied} />
          </p>
        </div>
      ) : (
        <div className={styles.viewport}>
          <video
            ref={video}
            className={styles.video}
            muted
            playsInline
            aria-label={intl.formatMessage(m.cameraLabel)}
          />
          <div className={styles.frame} aria-hidden="true" />
          {state === 'starting' && (
            <p className={styles.status} role="status">
              <FormattedMessage {...m.starting} />
            </p>
          )}
        </div>
      )}
      <label className={styles.pick}>
        <input type="file" accept="image/*" onChange={(event) => void pickImage(event.target.files?.[0])} />
        <FormattedMessage {...m.pickImage} />
      </label>
      {imageError && (
        <p className={styles.message} role="alert">
          <FormattedMessage {...m.notFound} />
        </p>
      )}
    </div>
  );
}
