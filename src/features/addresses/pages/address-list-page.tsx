import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Address } from '../../../../contract/shop/schemas';
import { addressListKey, defaultFirst, listAddresses } from '../../../components/addresses/address-book';
import { useQuery } from '../../../lib/http/use-query';
import { useKeepAliveNavigation } from '../../../lib/keep-alive/keep-alive-context';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { Button } from '../../../lib/ui/button';
import { confirmDialog } from '../../../lib/ui/confirm-dialog';
import { EmptyState, Loaded } from '../../../lib/ui/loaded';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Screen } from '../../../lib/ui/screen';
import styles from '../addresses.module.css';
import { deleteAddress, makeDefault } from '../api';
import { AddressCard } from '../components/address-card';
import { addressMessages as m } from '../messages';
import { addressIdIn, openedFromList, withAddressId } from '../navigation';

/**
 * The user's addresses, the default first. Opened by a form that needs one (`returnTo`), a tap on an address goes
 * back there with it; otherwise each is edited, deleted or made the default here.
 */
export default function AddressListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { returnTo } = useScreenParams('addressList');
  const addresses = useQuery(addressListKey, (signal) => listAddresses(signal));
  const [busyId, setBusyId] = useState<string | null>(null);
  // Kept alive: opened anew (not by back) it shows what another device changed; a save here refetches it anyway.
  useKeepAliveNavigation((kind) => {
    if (kind !== 'POP' && !addresses.loading) addresses.reload();
  });

  const working = async (address: Address, action: () => Promise<unknown>, done: typeof m.removed) => {
    setBusyId(address.id);
    try {
      await action();
      showSuccessToast(intl.formatMessage(done));
    } catch {
      // the client has said why in the user's language
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (address: Address) => {
    const who = { name: address.contactName, detail: address.detail };
    const confirmed = await confirmDialog({
      title: intl.formatMessage(m.removeTitle),
      content: intl.formatMessage(m.removeConfirm, who),
      confirmText: intl.formatMessage(m.removeYes),
      cancelText: intl.formatMessage(m.removeNo),
    });
    if (confirmed) await working(address, () => deleteAddress(address.id), m.removed);
  };

  const chosenId = addressIdIn(returnTo);
  const add = (
    <Button
      block
      color="primary"
      onClick={() => navigate(paths.addressEdit.href({ returnTo }), { state: openedFromList })}
    >
      <FormattedMessage {...m.add} />
    </Button>
  );

  return (
    <Screen
      title={returnTo ? m.chooseTitle : m.listTitle}
      intro={returnTo && <FormattedMessage {...m.chooseIntro} />}
      footer={addresses.data?.length ? add : undefined}
    >
      <Loaded
        state={addresses}
        skeleton="list"
        isEmpty={(list) => list.length === 0}
        empty={
          <>
            <EmptyState
              title={<FormattedMessage {...m.empty} />}
              text={<FormattedMessage {...m.emptyText} />}
            />
            <div className={styles.emptyAction}>{add}</div>
          </>
        }
      >
        {(list) => (
          <ul className={styles.list}>
            {defaultFirst(list).map((address) => (
              <li key={address.id}>
                <AddressCard
                  address={address}
                  editHref={paths.addressEdit.href({ id: address.id, returnTo })}
                  chosen={address.id === chosenId}
                  busy={busyId === address.id}
                  onChoose={
                    returnTo
                      ? () => navigate(withAddressId(returnTo, address.id), { replace: true })
                      : undefined
                  }
                  onRemove={() => void remove(address)}
                  onMakeDefault={() => void working(address, () => makeDefault(address), m.defaultSet)}
                />
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </Screen>
  );
}
