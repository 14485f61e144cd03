import { ImageViewer } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { photoMessages as m } from './messages';
import styles from './photos.module.css';
import { getOverlayContainer, registerOverlayCleaner } from '../../lib/ui/overlay';

registerOverlayCleaner(ImageViewer.clear);

export interface UploadedPhoto {
  photoId: string;
  url: string;
}

/**
 * Photos as thumbnails; a tap shows them full screen. `alt` names each (with `{index}`), `extra` adds to each,
 * `children` follow them.
 */
export function PhotoStrip({
  photos,
  alt = m.photoAlt,
  extra,
  children,
}: {
  photos: UploadedPhoto[];
  alt?: MessageDescriptor;
  extra?: (photo: UploadedPhoto, index: number) => ReactNode;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className={styles.photos}>
      {photos.map((photo, index) => (
        <div key={photo.photoId} className={styles.photo}>
          <button
            type="button"
            className={styles.open}
            onClick={() =>
              ImageViewer.Multi.show({
                images: photos.map((shown) => shown.url),
                defaultIndex: index,
                getContainer: getOverlayContainer,
              })
            }
          >
            <img src={photo.url} alt={intl.formatMessage(alt, { index: index + 1 })} loading="lazy" />
          </button>
          {extra?.(photo, index)}
        </div>
      ))}
      {children}
    </div>
  );
}
