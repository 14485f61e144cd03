import { Checkbox, Input, NoticeBar, TextArea } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Address } from '../../../../contract/shop/schemas';
import { addressListKey, listAddresses } from '../../../components/addresses/address-book';
import { RegionField } from '../../../components/regions/region-field';
import { ContractForm, FormField } from '../../../lib/forms/contract-form';
import { DraftRestoredBar } from '../../../lib/forms/draft-restored-bar';
import { SubmitButton } from '../../../lib/forms/submit-button';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { Button } from '../../../lib/ui/button';
import { confirmDialog } from '../../../lib/ui/confirm-dialog';
import { EmptyState, Loaded } from '../../../lib/ui/loaded';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Screen } from '../../../lib/ui/screen';
import { addressForm, addressValues, type AddressFormValues } from '../address-form';
import styles from '../addresses.module.css';
import { deleteAddress, saveAddress } from '../api';
import { addressMessages as m } from '../messages';
import { useLeaveEdit } from '../navigation';

/** A new address, or one of the user's (found in their list: the contract has no call for one address). */
export default function AddressEditPage() {
  const { id, returnTo } = useScreenParams('addressEdit');
  const addresses = useQuery(id ? addressListKey : null, (signal) => listAddresses(signal));
  // Deleted here, the address leaves the list before the screen has gone: not "not found" meanwhile.
  const [removing, setRemoving] = useState(false);
  return (
    <Screen title={id ? m.editTitle : m.newTitle}>
      {id ? (
        <Loaded state={addresses}>
          {(list) => {
            const address = list.find((item) => item.id === id);
            if (!address && removing) return null;
            return address ? (
              <AddressEditor
                key={address.id}
                address={address}
                returnTo={returnTo}
                removing={removing}
                setRemoving={setRemoving}
              />
            ) : (
              <EmptyState
                title={<FormattedMessage {...m.notFound} />}
                text={
                  <>
                    <FormattedMessage {...m.notFoundText} />{' '}
                    <Link className={styles.textLink} to={paths.addressList.href({ returnTo })} replace>
                      <FormattedMessage {...m.backToList} />
                    </Link>
                  </>
                }
              />
            );
          }}
        </Loaded>
      ) : (
        <AddressEditor returnTo={returnTo} removing={false} setRemoving={setRemoving} />
      )}
    </Screen>
  );
}

function AddressEditor({
  address,
  returnTo,
  removing,
  setRemoving,
}: {
  address?: Address;
  returnTo?: string;
  removing: boolean;
  setRemoving: (removing: boolean) => void;
}) {
  const intl = useIntl();
  const leave = useLeaveEdit(returnTo);
  const context = useMemo(
    () => (address ? { id: address.id, version: address.version } : undefined),
    [address],
  );
  const kit = useContractForm(addressForm, {
    context,
    draftKey: `address-${address?.id ?? 'new'}`,
    send: saveAddress,
    onSaved: (saved) => {
      showSuccessToast(intl.formatMessage(m.saved));
      leave.withAddress(saved.id);
    },
  });
  const initialValues = useMemo<AddressFormValues>(
    () => (address ? addressValues(address) : { isDefault: false }),
    [address],
  );

  const remove = async (current: Address) => {
    const confirmed = await confirmDialog({
      title: intl.formatMessage(m.removeTitle),
      content: intl.formatMessage(m.removeConfirm, { name: current.contactName, detail: current.detail }),
      confirmText: intl.formatMessage(m.removeYes),
      cancelText: intl.formatMessage(m.removeNo),
    });
    if (!confirmed) return;
    setRemoving(true);
    try {
      await deleteAddress(current.id);
      showSuccessToast(intl.formatMessage(m.removed));
      leave.toList();
    } catch {
      // the client has said why; the address stays
      setRemoving(false);
    }
  };

  return (
    <>
      <DraftRestoredBar restored={kit.restored} />
      {kit.failed && <NoticeBar color="alert" wrap content={intl.formatMessage(m.saveFailedKept)} />}
      <ContractForm
        kit={kit}
        layout="vertical"
        initialValues={initialValues}
        footer={
          <div className={styles.formActions}>
            <SubmitButton kit={kit} disabled={removing}>
              <FormattedMessage {...m.save} />
            </SubmitButton>
            {address && (
              <Button
                block
                color="danger"
                fill="outline"
                loading={removing}
                disabled={removing || kit.submitting}
                onClick={() => void remove(address)}
              >
                <FormattedMessage {...m.removeThis} />
              </Button>
            )}
          </div>
        }
      >
        <FormField name="contactName" label={intl.formatMessage(m.contactName)}>
          <Input maxLength={30} autoComplete="name" clearable />
        </FormField>
        <FormField
          name="phone"
          label={intl.formatMessage(m.phone)}
          description={
            <p className={styles.hint}>
              <FormattedMessage {...m.phoneHint} />
            </p>
          }
        >
          <Input type="tel" inputMode="tel" maxLength={20} autoComplete="tel" clearable />
        </FormField>
        <FormField name="regionCode" kind="group" label={intl.formatMessage(m.region)}>
          <RegionField label={intl.formatMessage(m.region)} savedName={address?.regionName} />
        </FormField>
        <FormField name="detail" label={intl.formatMessage(m.detail)}>
          <TextArea
            placeholder={intl.formatMessage(m.detailPlaceholder)}
            maxLength={120}
            rows={2}
            autoSize
            showCount
          />
        </FormField>
        <FormField name="isDefault" valuePropName="checked" className={styles.defaultField}>
          <Checkbox>
            <FormattedMessage {...m.isDefault} />
          </Checkbox>
        </FormField>
      </ContractForm>
    </>
  );
}
