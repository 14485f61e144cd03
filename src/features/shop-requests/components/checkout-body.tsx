import { Checkbox, Radio, Space, TextArea } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { SHOP_PREFERRED_PERIODS } from '../../../../contract/shop/rules';
import type { Address, CartLine } from '../../../../contract/shop/schemas';
import { useCartCount } from '../../../components/shop/cart-badge';
import panel from '../../../lib/forms/action-panel.module.css';
import { ContractForm, FormField } from '../../../lib/forms/contract-form';
import { SubmitButton } from '../../../lib/forms/submit-button';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { paths } from '../../../lib/paths';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { checkout } from '../api';
import { checkoutForm, preferredDays, priceChangedOf, totalOf, type CheckoutValues } from '../checkout-form';
import { periodLabels, useShopRequestFormats } from '../labels';
import { shopRequestMessages as m } from '../messages';
import styles from '../shop-requests.module.css';
import { AddressChoice, DaySelect } from './checkout-fields';
import { CheckoutLines } from './checkout-lines';
import { DraftRestoredBar } from '../../../lib/forms/draft-restored-bar';

/**
 * The chosen cart lines sent as one request per provider, once per idempotency key (a double tap or a retry
 * lands on the requests already made). A refusal keeps what was typed and reloads the cart, so a price or stock
 * that changed meanwhile shows before the next try.
 */
export function CheckoutBody({
  lines,
  gone,
  address,
  linesParam,
  reloadCart,
}: {
  lines: CartLine[];
  /** Chosen lines no longer in the cart. */
  gone: number;
  address: Address | null;
  linesParam: string;
  reloadCart: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const formats = useShopRequestFormats();
  const { setCartCountFrom } = useCartCount();
  const [refusal, setRefusal] = useState<string | null>(null);
  const days = useMemo(() => preferredDays(), []);
  const context = useMemo(() => ({ lines, addressId: address?.id ?? null }), [lines, address?.id]);
  const formKey = `shop-checkout-${linesParam}`;
  const kit = useContractForm(checkoutForm, {
    context,
    draftKey: formKey,
    idempotencyKey: formKey,
    send: async (input) => {
      setRefusal(null);
      try {
        return await checkout(input);
      } catch (error) {
        setRefusal(error instanceof Error ? error.message : String(error));
        reloadCart();
        throw error;
      }
    },
    onSaved: (result) => {
      setCartCountFrom(result.cart);
      showSuccessToast(intl.formatMessage(m.sent, { count: result.requests.length }));
      navigate(paths.shopRequestList.href(), { replace: true });
    },
  });

  // A price seen once is not a price seen after it changed again: each new set of changes is confirmed anew.
  const changes = lines
    .filter(priceChangedOf)
    .map((line) => `${line.id}:${line.priceFen}`)
    .join(',');
  useEffect(() => {
    kit.form.setFieldsValue({ priceSeen: false });
  }, [changes, kit.form]);

  const returnTo = paths.checkout.href({ lines: linesParam });
  return (
    <div className={styles.sections}>
      <CheckoutLines lines={lines} gone={gone} />
      <DraftRestoredBar restored={kit.restored} />
      <ContractForm<CheckoutValues>
        kit={kit}
        layout="vertical"
        footer={
          <div className={styles.footer}>
            <p className={styles.noPayment} role="note">
              <FormattedMessage {...m.noPayment} />
            </p>
            <p className={styles.total}>
              <FormattedMessage {...m.total} values={{ total: formats.money(totalOf(lines)) }} />
            </p>
            {refusal && (
              <div className={panel.refusal} role="alert">
                <p>
                  <FormattedMessage {...m.sendFailed} values={{ message: refusal }} />
                </p>
                <p>
                  <FormattedMessage {...m.sendFailedKept} />
                </p>
              </div>
            )}
            <SubmitButton kit={kit}>
              <FormattedMessage {...m.submit} />
            </SubmitButton>
          </div>
        }
      >
        <FormField name="address" kind="group" required label={intl.formatMessage(m.address)}>
          <AddressChoice address={address} returnTo={returnTo} />
        </FormField>
        <FormField name="preferredDate" label={intl.formatMessage(m.preferredDate)}>
          <DaySelect days={days} />
        </FormField>
        <FormField name="preferredPeriod" kind="radio" label={intl.formatMessage(m.preferredPeriod)}>
          <Radio.Group>
            <Space wrap>
              {SHOP_PREFERRED_PERIODS.map((period) => (
                <Radio key={period} value={period}>
                  <FormattedMessage {...periodLabels[period]} />
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </FormField>
        <FormField name="note" label={intl.formatMessage(m.note)}>
          <TextArea placeholder={intl.formatMessage(m.notePlaceholder)} maxLength={200} rows={3} showCount />
        </FormField>
        {changes && (
          <FormField name="priceSeen" kind="group" valuePropName="checked">
            <Checkbox>
              <FormattedMessage {...m.priceSeen} />
            </Checkbox>
          </FormField>
        )}
      </ContractForm>
    </div>
  );
}
