import { OrderCustomerSchema, type OrderCustomer } from '@vinyl/domain';
import { BUYER_DETAILS_STORAGE_KEY } from '../session';

/**
 * The buyer's details as the form holds them (issue 9 item 6: a record is a physical good,
 * so before paying or submitting the buyer gives a contact e-mail, a shipping address and
 * a billing name, with a VAT number or e-invoice code when an invoice is wanted). The
 * shape is `OrderCustomer`'s, all text, so the schema's error paths name the form's fields.
 */
export interface CustomerDetailsValues {
  email: string;
  phone: string;
  shipping: {
    name: string;
    address: string;
    address2: string;
    city: string;
    postal_code: string;
    province: string;
    country: string;
  };
  billing: { name: string; invoice: boolean; vat_number: string; sdi_code: string };
}

export function emptyCustomerDetails(): CustomerDetailsValues {
  return {
    email: '',
    phone: '',
    shipping: {
      name: '',
      address: '',
      address2: '',
      city: '',
      postal_code: '',
      province: '',
      country: '',
    },
    billing: { name: '', invoice: false, vat_number: '', sdi_code: '' },
  };
}

/** Remembered in this browser for the next order (never sent anywhere but the order). */
export const CUSTOMER_DETAILS_KEY = BUYER_DETAILS_STORAGE_KEY;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What this browser remembers, read defensively: an old or edited value must not break the form. */
export function readStoredDetails(): CustomerDetailsValues | null {
  try {
    const raw = localStorage.getItem(CUSTOMER_DETAILS_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<CustomerDetailsValues> | null;
    if (typeof stored !== 'object' || stored === null) return null;
    const empty = emptyCustomerDetails();
    const shipping = { ...empty.shipping };
    for (const key of Object.keys(shipping) as (keyof typeof shipping)[]) {
      shipping[key] = text(stored.shipping?.[key]);
    }
    return {
      email: text(stored.email),
      phone: text(stored.phone),
      shipping,
      billing: {
        name: text(stored.billing?.name),
        invoice: stored.billing?.invoice === true,
        vat_number: text(stored.billing?.vat_number),
        sdi_code: text(stored.billing?.sdi_code),
      },
    };
  } catch {
    return null;
  }
}

export function storeDetails(values: CustomerDetailsValues): void {
  try {
    localStorage.setItem(CUSTOMER_DETAILS_KEY, JSON.stringify(values));
  } catch {
    // Storage unavailable (private mode): the form starts empty next time.
  }
}

/**
 * The form's first values: what this browser remembers, else the signed-in customer's
 * e-mail (a guest types one); the billing name starts as the shipping name.
 */
export function initialCustomerDetails(accountEmail: string | null): CustomerDetailsValues {
  const stored = readStoredDetails() ?? emptyCustomerDetails();
  const email = stored.email || accountEmail || '';
  const billingName = stored.billing.name || stored.shipping.name;
  return { ...stored, email, billing: { ...stored.billing, name: billingName } };
}

/** A VAT number or e-invoice code is only sent when an invoice is asked for. */
function toInput(values: CustomerDetailsValues) {
  const { billing } = values;
  return {
    ...values,
    billing: billing.invoice ? billing : { name: billing.name, invoice: false },
  };
}

/** Keys of the checkout texts' `errors` group. */
export type DetailsErrorKey =
  | 'required'
  | 'email'
  | 'country'
  | 'vatNumber'
  | 'sdiCode'
  | 'invoiceNeedsCode'
  | 'tooLong'
  | 'invalid';

const ERROR_KEYS: Record<string, DetailsErrorKey> = {
  Required: 'required',
  'Invalid e-mail address': 'email',
  'A two-letter country code': 'country',
  'Invalid VAT number': 'vatNumber',
  'Invalid e-invoice code': 'sdiCode',
  'An invoice needs a VAT number or an e-invoice code': 'invoiceNeedsCode',
};

export type CustomerCheck =
  { ok: true; customer: OrderCustomer } | { ok: false; errors: Record<string, DetailsErrorKey> };

/** Checks the details with the domain's `OrderCustomerSchema`, the one the server applies. */
export function checkCustomerDetails(values: CustomerDetailsValues): CustomerCheck {
  const parsed = OrderCustomerSchema.safeParse(toInput(values));
  if (parsed.success) return { ok: true, customer: parsed.data };
  const errors: Record<string, DetailsErrorKey> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (path === '' || errors[path]) continue;
    const key = ERROR_KEYS[issue.message] ?? (issue.code === 'too_big' ? 'tooLong' : 'invalid');
    errors[path] = key === 'email' && values.email.trim() === '' ? 'required' : key;
  }
  return { ok: false, errors };
}

/** The shipping country this browser remembers from the last order, if any. */
export function rememberedCountry(): string | null {
  const country = readStoredDetails()?.shipping.country ?? '';
  return /^[A-Z]{2}$/.test(country) ? country : null;
}
