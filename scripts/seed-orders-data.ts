// The made-up people, albums and orders of scripts/seed-orders.ts: deterministic (a seeded
// generator), so two runs with one seed make the same shop and a benchmark can name a row.
import type { OrderStatus } from '@vinyl/domain';

/** mulberry32: small, fast and good enough to spread made-up data. */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  /** A UUID v4 from the generator, so ids are as the shop makes them and repeatable. */
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
    hex[12] = '4';
    hex[16] = ((parseInt(hex[16] ?? '0', 16) & 3) | 8).toString(16);
    const h = hex.join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };
  return { next, int, pick, uuid };
}
export type Random = ReturnType<typeof randomFrom>;

const FIRST = [
  'Ada',
  'Bruno',
  'Chiara',
  'Dario',
  'Elena',
  'Fabio',
  'Giulia',
  'Hugo',
  'Irene',
  'Jonas',
  'Katia',
  'Luca',
  'Marta',
  'Nico',
  'Olga',
  'Paolo',
  'Rita',
  'Sara',
  'Tommaso',
  'Vera',
];
const LAST = [
  'Rossi',
  'Bianchi',
  'Conti',
  'Esposito',
  'Ferrari',
  'Galli',
  'Greco',
  'Lombardi',
  'Marino',
  'Moretti',
  'Ricci',
  'Romano',
  'Russo',
  'Colombo',
  'Bruno',
  'Costa',
  'Fontana',
  'Martin',
  'Novak',
  'Schmidt',
];
const DOMAINS = ['example.com', 'mail.example', 'label.example', 'studio.example', 'posta.example'];
const WORDS = [
  'Midnight',
  'Harbour',
  'Velvet',
  'Echoes',
  'Static',
  'Bloom',
  'Northern',
  'Lights',
  'Paper',
  'Moons',
  'Slow',
  'Rivers',
  'Glass',
  'Animals',
  'Golden',
  'Hour',
  'Quiet',
  'Storm',
  'Neon',
  'Gardens',
  'Last',
  'Train',
  'Blue',
  'Canyon',
  'Wild',
  'Honey',
  'Silver',
  'Tapes',
];

export interface SeedCustomer {
  id: string;
  username: string;
  email: string | null;
  name: string | null;
  surname: string | null;
  status: 'draft' | 'active';
  created_at: string;
}

/** One customer in five is a guest (no e-mail on the account, only on their orders). */
export function makeCustomer(random: Random, index: number, createdAt: string): SeedCustomer {
  const id = random.uuid();
  const name = random.pick(FIRST);
  const surname = random.pick(LAST);
  const email = `${name}.${surname}${index}@${random.pick(DOMAINS)}`.toLowerCase();
  if (random.next() < 0.2) {
    return {
      id,
      username: `uuid-${id}`,
      email: null,
      name: null,
      surname: null,
      status: 'active',
      created_at: createdAt,
    };
  }
  const status = random.next() < 0.05 ? 'draft' : 'active';
  return { id, username: email, email, name, surname, status, created_at: createdAt };
}

export const contactOf = (customer: SeedCustomer, index: number) =>
  customer.email ?? `guest${index}@${DOMAINS[index % DOMAINS.length]}`;

export function albumTitle(random: Random): string {
  return `${random.pick(WORDS)} ${random.pick(WORDS)}${random.next() < 0.3 ? ` ${random.pick(WORDS)}` : ''}`;
}

const DAY = 86_400_000;

/**
 * The status an order of this age has reached, as a small plant's year looks: recent ones
 * wait for a price or a payment, older ones move through production, most are delivered,
 * a few were cancelled or refunded. Only statuses the domain knows are used.
 */
export function statusFor(
  random: Random,
  ageDays: number,
  quote: boolean,
  known: readonly OrderStatus[],
): OrderStatus {
  const has = (status: string) => known.includes(status as OrderStatus);
  const roll = random.next();
  if (roll < 0.03 && has('cancelled')) return 'cancelled';
  if (roll < 0.04 && has('refunded')) return 'refunded';
  if (quote && ageDays < 7) return 'standby';
  if (ageDays < (quote ? 14 : 2) && random.next() < 0.6) return 'pending';
  const steps: [number, string][] = [
    [5, 'paid'],
    [10, random.next() < 0.1 ? 'artwork_problem' : 'artwork_approved'],
    [18, random.next() < 0.2 ? 'test_pressing' : 'pressing'],
    [28, 'packed'],
    [45, 'shipped'],
    [Infinity, 'delivered'],
  ];
  const step = steps.find(([days, status]) => ageDays < days && has(status));
  return (step?.[1] as OrderStatus | undefined) ?? 'paid';
}

export const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY);
