import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../lib/ui/button';
import stateStyles from '../../../lib/ui/loaded.module.css';
import { showSuccessToast } from '../../../lib/ui/overlay';
import styles from '../documents.module.css';
import { saveFile } from '../file-actions';
import { documentMessages as m } from '../messages';
import type { PdfHandle } from '../pdf-renderer';

/** A4 at 100 % is 595 CSS pixels wide; images are made at twice that, so a saved page stays legible. */
const IMAGE_WIDTH = 595;

interface PageImage {
  png: Blob;
  address: string;
}

/** `receipt-DJ1-v2.pdf` -> `receipt-DJ1-v2-p1.png`. */
export function pageImageName(fileName: string, page: number): string {
  return `${fileName.replace(/\.pdf$/i, '')}-p${page}.png`;
}

/**
 * The pages as PNG images, made one after another, for hosts without a PDF viewer where people long-press an image
 * to save or forward it. The images' addresses are given back when the screen leaves.
 */
export function PdfImages({ pdf, fileName }: { pdf: PdfHandle; fileName: string }) {
  const intl = useIntl();
  const [images, setImages] = useState<PageImage[]>([]);
  const [failed, setFailed] = useState(false);
  const total = pdf.pageCount;

  useEffect(() => {
    let live = true;
    const made: PageImage[] = [];
    setImages([]);
    setFailed(false);
    void (async () => {
      try {
        for (let page = 1; page <= total && live; page++) {
          const png = await pdf.pagePng(page, IMAGE_WIDTH);
          if (!live) break;
          made.push({ png, address: URL.createObjectURL(png) });
          setImages([...made]);
        }
      } catch {
        if (live) setFailed(true);
      }
    })();
    return () => {
      live = false;
      for (const image of made) URL.revokeObjectURL(image.address);
    };
  }, [pdf, total]);

  const saveAll = () => {
    images.forEach((image, index) => saveFile(image.png, pageImageName(fileName, index + 1)));
    showSuccessToast(intl.formatMessage(m.savedAll, { count: images.length }));
  };

  return (
    <div className={styles.images}>
      <p className={styles.hint}>
        <FormattedMessage {...m.imagesHint} />
      </p>
      <Button block color="primary" fill="outline" disabled={images.length < total} onClick={saveAll}>
        <FormattedMessage {...m.saveAll} />
      </Button>
      {failed && (
        <p className={stateStyles.stateText} role="alert">
          <FormattedMessage {...m.unreadableText} />
        </p>
      )}
      <ol className={styles.imageList}>
        {Array.from({ length: total }, (_, index) => {
          const size = pdf.pageSizes[index] ?? { width: 595, height: 842 };
          const label = intl.formatMessage(m.pageOf, { page: index + 1, total });
          const image = images[index];
          return (
            <li
              key={index}
              className={styles.imageItem}
              style={{ aspectRatio: `${size.width} / ${size.height}` }}
            >
              {image ? (
                <img className={styles.image} src={image.address} alt={label} />
              ) : (
                <span className={styles.imagePending} role="status" aria-label={label}>
                  <FormattedMessage {...m.rendering} />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
