import type { FormInstance } from 'antd-mobile/es/components/form';
import { useEffect, useState } from 'react';
import { getCurrentPlace, type Place } from './current-place';

/** Locates the device once and fills the form's place field unless the user already typed one. */
export function usePlaceField(form: FormInstance, field = 'place'): Place | null | undefined {
  const [located, setLocated] = useState<Place | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void getCurrentPlace().then((place) => {
      if (!active) return;
      setLocated(place);
      if (place && !form.getFieldValue(field)) form.setFieldsValue({ [field]: place.text });
    });
    return () => {
      active = false;
    };
  }, [form, field]);
  return located;
}
