import { Space } from 'antd-mobile';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RegisterEnterpriseInput } from '../../../../contract/enterprises/schemas';
import { getCurrentPlace } from '../../../lib/geo/current-place';
import { Button } from '../../../lib/ui/button';
import { enterpriseMessages as m } from '../messages';
import styles from './premises-locator.module.css';

type Premises = NonNullable<RegisterEnterpriseInput['place']>;

/** The premises' position, taken on this device when the user asks (a form field's control). */
export function PremisesLocator({
  value,
  onChange,
}: {
  value?: Premises;
  onChange?: (value?: Premises) => void;
}) {
  const [state, setState] = useState<'idle' | 'locating' | 'failed'>('idle');
  const locate = async () => {
    setState('locating');
    const place = await getCurrentPlace();
    if (!place || place.latitude === null || place.longitude === null) {
      setState('failed');
      return;
    }
    setState('idle');
    onChange?.({ latitude: place.latitude, longitude: place.longitude, accuracyMeters: place.accuracy ?? 0 });
  };
  return (
    <Space direction="vertical" className={styles.frame}>
      {value && (
        <span>
          <FormattedMessage
            {...m.premisesLocated}
            values={{
              latitude: value.latitude.toFixed(5),
              longitude: value.longitude.toFixed(5),
              accuracy: Math.round(value.accuracyMeters),
            }}
          />
        </span>
      )}
      {state === 'failed' && (
        <span role="status">
          <FormattedMessage {...m.premisesNotLocated} />
        </span>
      )}
      <Space wrap className={styles.frame}>
        <Button
          size="small"
          className={styles.locate}
          loading={state === 'locating'}
          onClick={() => void locate()}
        >
          <FormattedMessage {...(state === 'locating' ? m.premisesLocating : m.premisesLocate)} />
        </Button>
        {value && (
          <Button size="small" fill="none" onClick={() => onChange?.(undefined)}>
            <FormattedMessage {...m.premisesClear} />
          </Button>
        )}
      </Space>
    </Space>
  );
}
