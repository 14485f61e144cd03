import { SpinLoading } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { photoMessages as m } from './messages';
import { PhotoStrip, type UploadedPhoto } from './photo-strip';
import styles from './photos.module.css';
import { findPhotoProblem, PHOTO_TYPES, PHOTOS_PER_PROBLEM_MAX } from '../../../contract/registrations/rules';
import type { HostSdk, PickedImage } from '../../lib/host-sdk/host-sdk';
import { ApiError } from '../../lib/http/client';

/** Sends one picture to the module's photo endpoint; answers what the form keeps. */
export type PhotoUpload = (file: Blob, name: string) => Promise<UploadedPhoto>;

/**
 * Photos picked through the host (at most `max`) or a file input, checked, then uploaded one by one through
 * `upload` (each module has its own photo endpoint).
 */
export function PhotoField({
  value = [],
  onChange,
  host,
  upload,
  max = PHOTOS_PER_PROBLEM_MAX,
}: {
  value?: UploadedPhoto[];
  onChange?: (value: UploadedPhoto[]) => void;
  host: HostSdk | null;
  upload: PhotoUpload;
  max?: number;
}) {
  const intl = useIntl();
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  // Uploads outlive a removed field; their result must not land on whatever field takes its place.
  const alive = useRef(true);
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const uploadAll = async (
    picked: { blob: Blob | null; name: string; type: string; size: number; url?: string }[],
  ) => {
    const room = max - value.length;
    const problems: string[] = [];
    const added: UploadedPhoto[] = [];
    setUploading(true);
    for (const item of picked.slice(0, room)) {
      const problem = findPhotoProblem(item);
      if (problem) {
        problems.push(
          intl.formatMessage(problem === 'too-large' ? m.photoTooLarge : m.photoWrongType, {
            name: item.name,
          }),
        );
        continue;
      }
      try {
        const blob = item.blob ?? (await (await fetch(item.url ?? '')).blob());
        const photo = await upload(blob, item.name);
        added.push({ photoId: photo.photoId, url: photo.url });
      } catch (error) {
        problems.push(
          intl.formatMessage(m.photoFailed, {
            name: item.name,
            reason: error instanceof ApiError || error instanceof Error ? error.message : '',
          }),
        );
      }
    }
    if (!alive.current) return;
    setUploading(false);
    setErrors(problems);
    if (added.length) onChange?.([...latest.current, ...added]);
  };

  const fromHost = async () => {
    if (!host) return;
    const images: PickedImage[] = await host.chooseImages({ max: max - value.length }).catch(() => []);
    await uploadAll(
      images.map((image) => ({
        blob: image.file ?? null,
        name: image.name,
        type: image.file?.type ?? 'image/jpeg',
        size: image.size,
        url: image.url,
      })),
    );
  };

  return (
    <div>
      <PhotoStrip
        photos={value}
        extra={(photo, index) => (
          <button
            type="button"
            className={styles.remove}
            aria-label={intl.formatMessage(m.removePhoto, { index: index + 1 })}
            disabled={uploading}
            onClick={() => onChange?.(value.filter((candidate) => candidate.photoId !== photo.photoId))}
          >
            ×
          </button>
        )}
      >
        {value.length < max &&
          (host ? (
            <button type="button" className={styles.add} onClick={() => void fromHost()} disabled={uploading}>
              <FormattedMessage {...m.addPhotos} />
            </button>
          ) : (
            <label className={styles.add}>
              <input
                type="file"
                accept={PHOTO_TYPES.join(',')}
                multiple
                disabled={uploading}
                onChange={(event) => {
                  const files = Array.from(event.target.files ?? []);
                  event.target.value = '';
                  void uploadAll(
                    files.map((file) => ({ blob: file, name: file.name, type: file.type, size: file.size })),
                  );
                }}
              />
              <FormattedMessage {...m.addPhotos} />
            </label>
          ))}
        {uploading && (
          <span role="status" aria-label={intl.formatMessage(m.photoUploading)}>
            <SpinLoading style={{ '--size': '24px' }} />
          </span>
        )}
      </PhotoStrip>
      {errors.map((error) => (
        <p key={error} className={styles.error} role="alert">
          {error}
        </p>
      ))}
    </div>
  );
}
