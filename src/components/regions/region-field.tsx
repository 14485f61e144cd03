import { CascadePicker } from 'antd-mobile';
import type { CascadePickerOption } from 'antd-mobile/es/components/cascade-picker';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { regionMessages as m } from './messages';
import { regionPath, useRegionTree } from './region-tree';
import styles from './regions.module.css';
import type { RegionNode } from '../../../contract/api-schemas';
import { PickerButton } from '../../lib/forms/contract-form';
import { getOverlayContainer } from '../../lib/ui/overlay';
import { usePopupA11y } from '../../lib/ui/popup-a11y';

const asOptions = (nodes: readonly RegionNode[]): CascadePickerOption[] =>
  nodes.map(({ code, name, children }) => ({
    value: code,
    label: name,
    children: children?.length ? asOptions(children) : undefined,
  }));

/**
 * The street a form asks for (an enterprise's, an address's), picked district first. The form keeps only the
 * street's code; the names come from the region tree (or, while it loads, from the record as saved).
 */
export function RegionField({
  label,
  savedName,
  value,
  onChange,
}: {
  /** The field's label, also the picker's title. */
  label: string;
  /** The region name the server gave with the saved record. */
  savedName?: string;
  value?: string;
  onChange?: (code: string) => void;
}) {
  const intl = useIntl();
  const regions = useRegionTree();
  const [open, setOpen] = useState(false);
  const options = useMemo(() => asOptions(regions.data ?? []), [regions.data]);
  const path = regionPath(regions.data ?? [], value);
  const popup = usePopupA11y(open, {
    label,
    onEscape: () => setOpen(false),
    columns: [intl.formatMessage(m.district), intl.formatMessage(m.street)],
  });
  const chosen = path.length ? path.map((node) => node.name).join(' / ') : value ? savedName : undefined;

  return (
    <>
      <PickerButton onClick={() => (regions.error ? regions.reload() : setOpen(true))}>
        {chosen ??
          (regions.error ? (
            <span className={styles.error}>
              <FormattedMessage {...m.failed} />
            </span>
          ) : (
            <span className={styles.placeholder}>
              <FormattedMessage {...(regions.loading ? m.loading : m.placeholder)} />
            </span>
          ))}
      </PickerButton>
      <CascadePicker
        {...popup}
        title={label}
        options={options}
        value={path.map((node) => node.code)}
        visible={open}
        onClose={() => setOpen(false)}
        onConfirm={(codes) => {
          const street = codes.filter(Boolean).at(-1);
          if (street) onChange?.(String(street));
        }}
        getContainer={getOverlayContainer}
      />
    </>
  );
}
