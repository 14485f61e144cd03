import { Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import { getOverlayContainer } from './overlay';
import { usePopupA11y } from './popup-a11y';
import styles from './sheet.module.css';

/**
 * A bottom sheet that asks one thing: a named dialog (focus kept inside and returned, Escape closes), its title,
 * an optional intro, the content (gone once it has closed).
 */
export function Sheet({
  open,
  title,
  intro,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  intro?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const popup = usePopupA11y(open, { label: title, onEscape: onClose });
  return (
    <Popup
      {...popup}
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      getContainer={getOverlayContainer}
      destroyOnClose
    >
      <div className={styles.sheet}>
        <h2 className={styles.title}>{title}</h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </Popup>
  );
}

/** The sheet's buttons side by side, each a full touch target. */
export function SheetButtons({ children }: { children: ReactNode }) {
  return <div className={styles.buttons}>{children}</div>;
}
