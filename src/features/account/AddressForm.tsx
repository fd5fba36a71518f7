'use client';

import { useCallback, useState, type ChangeEvent } from 'react';
import type { ContactInfo, ContactInfoInput } from '@/shop-api/browser';
import { browserShopApi } from '@/shop-api/browser-client';
import { FormActions } from '@/ui/form/FormActions';
import { FormErrorBanner } from '@/ui/form/FormErrorBanner';
import { SelectField } from '@/ui/form/SelectField';
import { TextAreaField } from '@/ui/form/TextAreaField';
import { TextField } from '@/ui/form/TextField';
import { useSubmit } from '@/ui/form/use-submit';
import { checkAddress, type AddressErrors, type AddressValues } from './address-rules';
import { saveAddress } from './address-save';
import { AddressMap, type LatLng } from './AddressMap';
import { citiesOf, cityName, PROVINCES, provinceName } from './places';

type TypedKey = 'recipient' | 'phone' | 'address' | 'postalCode';

type Props = {
  /** The address being edited, or null for a new one. */
  initial: ContactInfo | null;
  tileUrl: string;
  /** The saved address as the list read back holds it; null when it cannot be told apart. */
  onSaved: (saved: ContactInfo | null) => void;
  onCancel: () => void;
};

function valuesOf(address: ContactInfo | null): AddressValues {
  return {
    recipient: address?.recipient ?? '',
    phone: address?.phoneNumber ?? '',
    provinceId: address?.provinceId ?? null,
    cityId: address?.cityId ?? null,
    address: address?.address ?? '',
    postalCode: address?.postalCode ?? '',
    position:
      address?.latitude != null && address.longitude != null
        ? { lat: address.latitude, lng: address.longitude }
        : null,
    isDefault: address?.isDefault ?? false,
  };
}

/** Add (POST) or edit (PATCH) a delivery address, with its place on the map. */
export function AddressForm({ initial, tileUrl, onSaved, onCancel }: Props) {
  const [values, setValues] = useState(() => valuesOf(initial));
  const set = <K extends keyof AddressValues>(key: K, value: AddressValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const onPosition = useCallback(
    (position: LatLng) => setValues((current) => ({ ...current, position })),
    [],
  );
  const cities = citiesOf(values.provinceId);
  const popupText = [
    values.provinceId ? provinceName(values.provinceId) : null,
    values.cityId ? cityName(values.cityId) : null,
    values.address.trim() || null,
  ]
    .filter(Boolean)
    .join('، ');

  const { busy, errors, onSubmit } = useSubmit<ContactInfoInput, AddressErrors & { form?: string }>(
    {
      check: () => checkAddress(values),
      async send(input) {
        const result = await saveAddress(browserShopApi(), initial, input);
        if (!result.ok) return { form: result.message };
        onSaved(result.value);
      },
    },
  );

  /** A typed field's value, its change and its error. */
  const bind = (key: TypedKey) => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, event.target.value),
    error: errors[key],
  });

  const heading = initial ? 'ویرایش نشانی' : 'نشانی تازه';
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy} aria-label={heading}>
      <h3>{heading}</h3>
      <FormErrorBanner>{errors.form}</FormErrorBanner>
      <div className="form__row">
        <TextField
          id="address-recipient"
          label="نام گیرنده"
          autoComplete="name"
          {...bind('recipient')}
        />
        <TextField
          id="address-phone"
          label="شماره موبایل گیرنده"
          type="tel"
          dir="ltr"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="09xxxxxxxxx"
          {...bind('phone')}
        />
      </div>
      <div className="form__row">
        <SelectField
          id="address-province"
          label="استان"
          value={values.provinceId ?? ''}
          error={errors.provinceId}
          onChange={(event) => {
            const provinceId = event.target.value ? Number(event.target.value) : null;
            setValues((current) => ({ ...current, provinceId, cityId: null }));
          }}
        >
          <option value="">انتخاب استان</option>
          {PROVINCES.map((province) => (
            <option key={province.id} value={province.id}>
              {province.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="address-city"
          label="شهر"
          value={values.cityId ?? ''}
          disabled={values.provinceId === null}
          error={errors.cityId}
          onChange={(event) =>
            set('cityId', event.target.value ? Number(event.target.value) : null)
          }
        >
          <option value="">
            {values.provinceId === null ? 'ابتدا استان را انتخاب کنید' : 'انتخاب شهر'}
          </option>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        id="address-line"
        label="نشانی"
        rows={2}
        autoComplete="street-address"
        {...bind('address')}
      />
      <TextField
        id="address-postal-code"
        label="کد پستی"
        dir="ltr"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={12}
        hint="۱۰ رقم، بدون خط تیره"
        {...bind('postalCode')}
      />
      <div className="field">
        <span className="field__label" id="address-map-label">
          موقعیت روی نقشه
        </span>
        <p className="field__hint" id="address-map-hint">
          روی نقشه کلیک کنید یا نشانگر را بکشید تا موقعیت نشانی مشخص شود.
        </p>
        <AddressMap
          position={values.position}
          onChange={onPosition}
          popupText={popupText}
          tileUrl={tileUrl}
        />
        {values.position ? (
          <p className="field__hint">
            موقعیت:{' '}
            <bdi dir="ltr">
              {values.position.lat.toFixed(5)}, {values.position.lng.toFixed(5)}
            </bdi>
          </p>
        ) : null}
        {errors.position ? (
          <p className="form__error" role="alert">
            {errors.position}
          </p>
        ) : null}
      </div>
      <label className="choice">
        <input
          type="checkbox"
          checked={values.isDefault}
          onChange={(event) => set('isDefault', event.target.checked)}
        />
        نشانی پیش‌فرض
      </label>
      <FormActions busy={busy} saveLabel="ذخیره نشانی" onCancel={onCancel} />
    </form>
  );
}
