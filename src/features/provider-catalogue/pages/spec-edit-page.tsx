import { Input, NoticeBar } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { ProviderGoods, ProviderSpec } from '../../../../contract/shop/schemas';
import { GoodsPrice } from '../../../components/shop/goods-card';
import { ContractForm, FormField } from '../../../lib/forms/contract-form';
import { DraftRestoredBar } from '../../../lib/forms/draft-restored-bar';
import { SubmitButton } from '../../../lib/forms/submit-button';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { ApiError } from '../../../lib/http/client';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { DetailList } from '../../../lib/ui/detail-list';
import { EmptyState, Loaded } from '../../../lib/ui/loaded';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Screen } from '../../../lib/ui/screen';
import { useBackOrHome } from '../../../lib/ui/use-back';
import { getProviderGoods, providerGoodsKey, updateGoodsSpec } from '../api';
import { catalogueMessages as m } from '../messages';
import styles from '../provider-catalogue.module.css';
import { specForm, specValues, type SpecFormValues } from '../spec-form';

/** The price and stock of one specification, changed against the version on screen. */
export default function SpecEditPage() {
  const { goodsId, specId } = useScreenParams('providerSpecEdit');
  const goods = useQuery(providerGoodsKey(goodsId), (signal) => getProviderGoods(goodsId, signal));
  const spec = goods.data?.specs.find((candidate) => candidate.id === specId);
  return (
    <Screen
      title={m.editTitle}
      intro={
        goods.data &&
        spec && <FormattedMessage {...m.editIntro} values={{ goods: goods.data.name, spec: spec.name }} />
      }
    >
      <Loaded state={goods}>
        {(loaded) => {
          const found = loaded.specs.find((candidate) => candidate.id === specId);
          return found ? (
            <SpecEditor key={found.id} goods={loaded} spec={found} />
          ) : (
            <EmptyState
              title={<FormattedMessage {...m.specNotFound} />}
              text={
                <>
                  <FormattedMessage {...m.specNotFoundText} />{' '}
                  <Link to={paths.providerGoods.href({ id: loaded.id })} replace>
                    <FormattedMessage {...m.backToGoods} />
                  </Link>
                </>
              }
            />
          );
        }}
      </Loaded>
    </Screen>
  );
}

function SpecEditor({ goods, spec }: { goods: ProviderGoods; spec: ProviderSpec }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { back, hasHistory } = useBackOrHome();
  const [refusal, setRefusal] = useState<string | null>(null);
  // The figures the form stands on: only a figure typed different from these is sent. A draft is kept for the
  // version first read only (a draft of figures since changed is not put back over them).
  const [base, setBase] = useState(() => ({
    version: spec.version,
    priceFen: spec.priceFen,
    stock: spec.stock,
  }));
  const [draftVersion] = useState(spec.version);
  // A refusal reloads the item: the figures above and the version sent next are the latest, the typing stays.
  const context = useMemo(
    () => ({
      id: spec.id,
      version: spec.version,
      freeService: goods.freeService,
      base: { priceFen: base.priceFen, stock: base.stock },
    }),
    [spec.id, spec.version, goods.freeService, base],
  );
  const kit = useContractForm(specForm, {
    context,
    draftKey: `provider-spec-${spec.id}-v${draftVersion}`,
    send: async (input) => {
      setRefusal(null);
      try {
        return await updateGoodsSpec(input);
      } catch (error) {
        // a field's own problem shows on the field
        if (!(error instanceof ApiError && error.fields))
          setRefusal(error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
    onSaved: () => {
      showSuccessToast(intl.formatMessage(m.saved));
      if (hasHistory) back();
      else navigate(paths.providerGoods.href({ id: goods.id }), { replace: true });
    },
  });
  const [initialValues] = useState<SpecFormValues>(() => specValues(spec));
  // Read again after a refusal: a figure not typed follows the latest, and changes are measured against the latest.
  useEffect(() => {
    if (spec.version === base.version) return;
    const latest = specValues(spec);
    for (const field of ['price', 'stock'] as const)
      if (!kit.form.isFieldTouched(field)) kit.form.setFieldValue(field, latest[field]);
    setBase({ version: spec.version, priceFen: spec.priceFen, stock: spec.stock });
  }, [spec, base.version, kit.form]);

  return (
    <>
      <DetailList
        rows={[
          { key: 'price', label: m.currentPrice, value: <GoodsPrice priceFen={spec.priceFen} /> },
          { key: 'stock', label: m.currentStock, value: String(spec.stock) },
        ]}
      />
      <DraftRestoredBar restored={kit.restored} />
      {kit.failed && refusal && (
        <div role="alert">
          <NoticeBar
            color="alert"
            wrap
            content={
              <>
                <FormattedMessage {...m.saveFailed} values={{ message: refusal }} />{' '}
                <FormattedMessage {...m.saveFailedKept} />
              </>
            }
          />
        </div>
      )}
      <ContractForm
        kit={kit}
        layout="vertical"
        initialValues={initialValues}
        footer={
          <SubmitButton kit={kit}>
            <FormattedMessage {...m.save} />
          </SubmitButton>
        }
      >
        {goods.freeService ? (
          <p className={styles.note}>
            <FormattedMessage {...m.freeServiceNote} />
          </p>
        ) : (
          <FormField
            name="price"
            label={intl.formatMessage(m.price)}
            description={
              <p className={styles.hint}>
                <FormattedMessage {...m.priceHint} />
              </p>
            }
          >
            <Input inputMode="decimal" maxLength={12} clearable />
          </FormField>
        )}
        <FormField
          name="stock"
          label={intl.formatMessage(m.stock)}
          description={
            <p className={styles.hint}>
              <FormattedMessage {...m.stockHint} />
            </p>
          }
        >
          <Input inputMode="numeric" maxLength={7} clearable />
        </FormField>
      </ContractForm>
    </>
  );
}
