import { DownlandOutline, SendOutline } from 'antd-mobile-icons';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { showSuccessToast } from '../../../lib/ui/overlay';
import styles from '../documents.module.css';
import { canShareFiles, saveFile, shareFile } from '../file-actions';
import { documentMessages as m } from '../messages';

/** Download (the server's file name) and, where the browser can hand a file to another app, share. */
export function FileButtons({
  bytes,
  fileName,
  title,
}: {
  bytes: ArrayBuffer;
  fileName: string;
  title: string;
}) {
  const intl = useIntl();
  const blob = useMemo(() => new Blob([bytes], { type: 'application/pdf' }), [bytes]);
  const sharing = useMemo(canShareFiles, []);
  return (
    <>
      <button
        type="button"
        className={styles.tool}
        aria-label={intl.formatMessage(m.download)}
        onClick={() => {
          saveFile(blob, fileName);
          showSuccessToast(intl.formatMessage(m.downloaded, { name: fileName }));
        }}
      >
        <DownlandOutline aria-hidden />
      </button>
      {sharing && (
        <button
          type="button"
          className={styles.tool}
          aria-label={intl.formatMessage(m.share)}
          onClick={() => void shareFile(blob, fileName, title)}
        >
          <SendOutline aria-hidden />
        </button>
      )}
    </>
  );
}
