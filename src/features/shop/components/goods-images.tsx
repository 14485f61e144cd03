import { Swiper, type SwiperRef } from 'antd-mobile';
import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../lib/ui/button';
import { shopMessages as m } from '../messages';
import styles from '../shop.module.css';

/** The pictures' drawn size (square); set on each image so the screen does not jump as they arrive. */
const IMAGE_PX = 375;

/** The goods' pictures in a swiper, each named; buttons turn it for those who cannot swipe. */
export function GoodsImages({ name, images }: { name: string; images: string[] }) {
  const intl = useIntl();
  const swiper = useRef<SwiperRef>(null);
  const [index, setIndex] = useState(0);
  const count = images.length;
  return (
    <div className={styles.gallery}>
      <Swiper ref={swiper} indicator={false} onIndexChange={setIndex}>
        {images.map((src, position) => (
          <Swiper.Item key={`${src}-${position}`}>
            <img
              className={styles.galleryImage}
              src={src}
              alt={intl.formatMessage(m.imageAlt, { name, index: position + 1, count })}
              width={IMAGE_PX}
              height={IMAGE_PX}
              loading={position === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </Swiper.Item>
        ))}
      </Swiper>
      {count > 1 && (
        <div className={styles.galleryControls}>
          <Button
            fill="none"
            aria-label={intl.formatMessage(m.previousImage)}
            disabled={index === 0}
            onClick={() => swiper.current?.swipePrev()}
          >
            <LeftOutline aria-hidden />
          </Button>
          <span className={styles.galleryCounter} aria-live="polite">
            <FormattedMessage {...m.imageCounter} values={{ index: index + 1, count }} />
          </span>
          <Button
            fill="none"
            aria-label={intl.formatMessage(m.nextImage)}
            disabled={index === count - 1}
            onClick={() => swiper.current?.swipeNext()}
          >
            <RightOutline aria-hidden />
          </Button>
        </div>
      )}
    </div>
  );
}
