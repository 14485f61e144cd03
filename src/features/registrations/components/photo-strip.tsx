import { ImageViewer } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { getOverlayContainer, registerOverlayCleaner } from '../../../lib/ui/overlay';
import { registrationMessages as m } from '../messages';
import styles from './photos.module.css';

registerOverlayCleaner(ImageViewer.clear);

export interface UploadedPhoto {
  photoId: string;
  url: string;
}

/** A problem's photos as thumbnails; a tap shows them full screen. `extra` adds to each, `children` follow them. */
export function PhotoStrip({
  photos,
  extra,
  children,
}: {
  photos: UploadedPhoto[];
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
            <img src={photo.url} alt={intl.formatMessage(m.photoAlt, { index: index + 1 })} loading="lazy" />
          </button>
          {extra?.(photo, index)}
        </div>
      ))}
      {children}
    </div>
  );
}
