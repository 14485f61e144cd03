import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { isLiveDocumentKind, parseDocumentRef } from '../../../../contract/documents/rules';
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
  // A live document (the city analysis) has no record version: it is made from the figures of the moment.
  const kind = parseDocumentRef(doc)?.kind;
  const live = kind !== undefined && isLiveDocumentKind(kind);
  return (
    <Screen
      title={info ? m.titleOf : m.viewTitle}
      titleValues={{ title: info?.title }}
      intro={
        <>
          {info &&
            `${intl.formatMessage(live ? m.metaLive : m.meta, {
              version: info.version,
              pages: info.pageCount,
              time: intl.formatDate(info.generatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
            })} `}
          {/* under the title rather than beside it: a receipt's title needs the whole width */}
          <Link className={styles.aside} to={paths.pdfPngPreview.href({ doc })} replace>
            {intl.formatMessage(m.asImages)}
          </Link>
        </>
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
