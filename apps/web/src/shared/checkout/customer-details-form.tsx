import {
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { ChangeEvent } from 'react';
import { listCountries } from './countries';
import {
  checkCustomerDetails,
  type CustomerDetailsValues,
  type DetailsErrorKey,
} from './customer-details';
import { useCheckoutTexts } from './use-checkout-texts';

export type CustomerDetailsForm = UseFormReturnType<CustomerDetailsValues>;

/**
 * The form's state, checked with the domain's `OrderCustomerSchema`; errors are kept as
 * keys and said in the customer's language where they are shown.
 */
export function useCustomerDetailsForm(initialValues: CustomerDetailsValues): CustomerDetailsForm {
  return useForm<CustomerDetailsValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const checked = checkCustomerDetails(values);
      return checked.ok ? {} : checked.errors;
    },
  });
}

type Path =
  | 'email'
  | 'phone'
  | `shipping.${keyof CustomerDetailsValues['shipping']}`
  | `billing.${Exclude<keyof CustomerDetailsValues['billing'], 'invoice'>}`;

/** Contact e-mail and phone, shipping address, billing name and the invoice codes. */
export function CustomerDetailsFields({ form }: { form: CustomerDetailsForm }) {
  const { t, i18n } = useCheckoutTexts();
  const field = (path: Path) => {
    const props = form.getInputProps(path);
    const error = form.errors[path];
    return {
      ...props,
      error: typeof error === 'string' ? t(`errors.${error as DetailsErrorKey}`) : undefined,
    };
  };
  const { values } = form;
  // The billing name follows the shipping name until the customer makes it different.
  const shippingName = field('shipping.name');
  const onShippingName = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    if (values.billing.name === values.shipping.name) form.setFieldValue('billing.name', next);
    shippingName.onChange(event);
  };
  const countries = listCountries(i18n.language);
  return (
    <Stack gap="md">
      <Fieldset legend={t('contact')} variant="unstyled">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            {...field('email')}
            type="email"
            label={t('email')}
            description={t('emailHint')}
            autoComplete="email"
            withAsterisk
          />
          <TextInput {...field('phone')} type="tel" label={t('phone')} autoComplete="tel" />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('shipping')} variant="unstyled">
        <Stack gap="sm">
          <TextInput
            {...shippingName}
            onChange={onShippingName}
            label={t('name')}
            autoComplete="shipping name"
            withAsterisk
          />
          <TextInput
            {...field('shipping.address')}
            label={t('address')}
            autoComplete="shipping address-line1"
            withAsterisk
          />
          <TextInput
            {...field('shipping.address2')}
            label={t('address2')}
            autoComplete="shipping address-line2"
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              {...field('shipping.city')}
              label={t('city')}
              autoComplete="shipping address-level2"
              withAsterisk
            />
            <TextInput
              {...field('shipping.postal_code')}
              label={t('postalCode')}
              autoComplete="shipping postal-code"
              withAsterisk
            />
            <TextInput
              {...field('shipping.province')}
              label={t('province')}
              autoComplete="shipping address-level1"
            />
            <NativeSelect
              {...field('shipping.country')}
              label={t('country')}
              autoComplete="shipping country"
              withAsterisk
              data={[{ value: '', label: t('countryPlaceholder') }, ...countries]}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <Fieldset legend={t('billing')} variant="unstyled">
        <Stack gap="sm">
          <TextInput
            {...field('billing.name')}
            label={t('billingName')}
            description={t('billingNameHint')}
            autoComplete="billing name"
            withAsterisk
          />
          <Checkbox
            {...form.getInputProps('billing.invoice', { type: 'checkbox' })}
            label={t('invoice')}
            description={values.billing.invoice ? t('invoiceHint') : undefined}
          />
          {values.billing.invoice && (
            <Group grow align="flex-start" wrap="wrap">
              <TextInput {...field('billing.vat_number')} label={t('vatNumber')} miw={200} />
              <TextInput {...field('billing.sdi_code')} label={t('sdiCode')} miw={200} />
            </Group>
          )}
        </Stack>
      </Fieldset>
    </Stack>
  );
}
