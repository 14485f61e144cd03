import { useScreenParams } from '../../../lib/route-params';
import { Screen } from '../../../lib/ui/screen';
import { DocumentLoaded } from '../components/document-state';
import { PdfImages } from '../components/pdf-images';
import { documentMessages as m } from '../messages';
import { useDocument } from '../use-document';

/** `/pdfPngPreview?doc=`: a document's pages as images to long-press and save, and "save all pages". */
export default function PdfPngPreviewPage() {
  const { doc } = useScreenParams('pdfPngPreview');
  const view = useDocument(doc);
  const info = view.info.data;
  return (
    <Screen title={info ? m.imagesTitleOf : m.imagesTitle} titleValues={{ title: info?.title }}>
      <DocumentLoaded view={view}>
        {({ pdf, file }, loaded) => <PdfImages pdf={pdf} fileName={file.fileName || loaded.fileName} />}
      </DocumentLoaded>
    </Screen>
  );
}
