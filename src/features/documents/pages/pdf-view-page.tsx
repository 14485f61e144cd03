import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { Screen } from '../../../lib/ui/screen';
import { DocumentLoaded } from '../components/document-state';
import { FileButtons } from '../components/file-buttons';
import { PdfPages } from '../components/pdf-pages';
import styles from '../documents.module.css';
import { documentMessages as m } from '../messages';
import { useDocument } from '../use-document';

/** `/pdfView?doc=`: a document's every page, zoomable, with download and share. */
export default function PdfViewPage() {
  const intl = useIntl();
  const { doc } = useScreenParams('pdfView');
  const view = useDocument(doc);
  const info = view.info.data;
  return (
    <Screen
      title={info ? m.titleOf : m.viewTitle}
      titleValues={{ title: info?.title }}
      intro={
        info &&
        intl.formatMessage(m.meta, {
          version: info.version,
          pages: info.pageCount,
          time: intl.formatDate(info.generatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
        })
      }
      actions={
        <Link className={styles.aside} to={paths.pdfPngPreview.href({ doc })} replace>
          {intl.formatMessage(m.asImages)}
        </Link>
      }
    >
      <DocumentLoaded view={view}>
        {({ pdf, file }, loaded) => (
          <PdfPages
            pdf={pdf}
            actions={
              <FileButtons
                bytes={file.bytes}
                fileName={file.fileName || loaded.fileName}
                title={loaded.title}
              />
            }
          />
        )}
      </DocumentLoaded>
    </Screen>
  );
}
