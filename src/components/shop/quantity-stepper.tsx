import { Stepper, type StepperRef } from 'antd-mobile';
import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { shopPartsMessages as m } from './messages';
import styles from './shop-parts.module.css';

const SPIN_VALUES = ['aria-valuenow', 'aria-valuemin', 'aria-valuemax'] as const;

interface QuantityStepperProps {
  /** What is counted, for the control's name ("quantity of …"). */
  name: string;
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/**
 * antd-mobile's Stepper for a whole quantity from 1 to `max`, with 44 px buttons; the group and its input are
 * named after what is counted.
 */
export function QuantityStepper({ name, value, max, onChange, disabled }: QuantityStepperProps) {
  const intl = useIntl();
  const label = intl.formatMessage(m.quantityOf, { name });
  const ref = useRef<StepperRef>(null);
  // antd-mobile puts the spin button's values on the input's wrapper, where they mean nothing; move them after
  // every render (the wrapper gets them again when they change) and name the input.
  useLayoutEffect(() => {
    const input = ref.current?.nativeElement;
    const wrapper = input?.parentElement;
    if (!input || !wrapper) return;
    input.setAttribute('aria-label', label);
    for (const attribute of SPIN_VALUES) {
      const moved = wrapper.getAttribute(attribute);
      if (moved === null) continue;
      input.setAttribute(attribute, moved);
      wrapper.removeAttribute(attribute);
    }
  });
  return (
    <div role="group" aria-label={label} className={styles.stepperGroup}>
      <Stepper
        ref={ref}
        className={styles.stepper}
        min={1}
        max={Math.max(1, max)}
        digits={0}
        value={value}
        disabled={disabled}
        onChange={(next) => {
          // an emptied input reads as null until the user types again
          if (typeof next === 'number' && Number.isInteger(next) && next >= 1) onChange(next);
        }}
      />
    </div>
  );
}
