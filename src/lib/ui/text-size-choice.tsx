import { Radio, Space } from 'antd-mobile';
import { FormattedMessage } from 'react-intl';
import { commonMessages as m } from './messages';
import { useTextSize, type TextSize } from './text-size';

const OPTIONS: { size: TextSize; label: typeof m.textSizeStandard }[] = [
  { size: 'standard', label: m.textSizeStandard },
  { size: 'large', label: m.textSizeLarge },
];

/** Standard or large text, for the whole app on this device (My and Settings both offer it). */
export function TextSizeChoice({ labelledBy, className }: { labelledBy: string; className?: string }) {
  const [size, setSize] = useTextSize();
  return (
    <Radio.Group value={size} onChange={(value) => setSize(value as TextSize)}>
      <div role="radiogroup" aria-labelledby={labelledBy} className={className}>
        <Space wrap>
          {OPTIONS.map((option) => (
            <Radio key={option.size} value={option.size}>
              <FormattedMessage {...option.label} />
            </Radio>
          ))}
        </Space>
      </div>
    </Radio.Group>
  );
}
