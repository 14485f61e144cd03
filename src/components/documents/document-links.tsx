import { FileOutline, PictureOutline, SearchOutline } from 'antd-mobile-icons';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './document-links.module.css';
import { documentLinkMessages as m } from './messages';
import { documentRef, type DocumentKind } from '../../../contract/documents/rules';
import { paths } from '../../lib/paths';
import { useIsRouteAvailable } from '../../lib/route-availability';

/** The legal-text search takes this much of a cited basis; its start names the law. */
const BASIS_QUERY_MAX = 200;

const labels: Record<Exclude<DocumentKind, 'law'>, MessageDescriptor> = {
  receipt: m.receipt,
  notice: m.notice,
  decision: m.decision,
};

/**
 * The documents a record has, each opening in the viewer; a receipt also as page images (for hosts without a PDF
 * viewer). Shown only to those the server lets read them: the screen decides.
 */
export function DocumentLinks({ kind, id }: { kind: Exclude<DocumentKind, 'law'>; id: string }) {
  const intl = useIntl();
  const viewer = useIsRouteAvailable('pdfView');
  const images = useIsRouteAvailable('pdfPngPreview') && kind === 'receipt';
  if (!viewer) return null;
  const doc = documentRef(kind, id);
  return (
    <ul className={styles.links} aria-label={intl.formatMessage(m.documents)}>
      <li>
        <Link className={styles.link} to={paths.pdfView.href({ doc })}>
          <FileOutline aria-hidden />
          <FormattedMessage {...labels[kind]} />
        </Link>
      </li>
      {images && (
        <li>
          <Link className={styles.link} to={paths.pdfPngPreview.href({ doc })}>
            <PictureOutline aria-hidden />
            <FormattedMessage {...m.receiptImages} />
          </Link>
        </li>
      )}
    </ul>
  );
}

/** "Look up the legal text": the legal texts a cited basis names (the search matches a title inside it). */
export function LegalBasisLink({ basis }: { basis: string }) {
  if (!useIsRouteAvailable('legalTexts')) return null;
  return (
    <Link className={styles.inline} to={paths.legalTexts.href({ q: basis.trim().slice(0, BASIS_QUERY_MAX) })}>
      <SearchOutline aria-hidden />
      <FormattedMessage {...m.lookUpLaw} />
    </Link>
  );
}
