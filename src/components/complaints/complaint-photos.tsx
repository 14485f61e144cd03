import { ImageViewer } from 'antd-mobile';
import { useIntl } from 'react-intl';
import styles from './complaints.module.css';
import { complaintMessages as m } from './messages';
import type { Photo } from '../../../contract/registrations/schemas';
import { getOverlayContainer, registerOverlayCleaner } from '../../lib/ui/overlay';

registerOverlayCleaner(ImageViewer.clear);

/** A complaint's or an event's photos as thumbnails; a tap shows them full screen. */
export function ComplaintPhotos({ photos }: { photos: readonly Pick<Photo, 'photoId' | 'url'>[] }) {
  const intl = useIntl();
  if (photos.length === 0) return null;
  return (
    <ul className={styles.photos}>
      {photos.map((photo, index) => (
        <li key={photo.photoId} className={styles.photo}>
          <button
            type="button"
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
        </li>
      ))}
    </ul>
  );
}
