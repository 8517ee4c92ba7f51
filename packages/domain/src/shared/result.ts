/** A typed outcome for rules that can fail for a reason the user must see. */
export type Failure<C extends string = string> = {
  ok: false;
  code: C;
  message: string;
  /** What exactly was wrong, when the message alone does not say (e.g. which colour). */
  detail?: string;
};
export type Success<T> = { ok: true; value: T };
export type Result<T, C extends string = string> = Success<T> | Failure<C>;

export function success<T>(value: T): Success<T> {
  return { ok: true, value };
}

export function failure<C extends string>(code: C, message: string, detail?: string): Failure<C> {
  return detail === undefined ? { ok: false, code, message } : { ok: false, code, message, detail };
}
