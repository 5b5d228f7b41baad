import { REFUSALS, type RefusalCode, type RefusalValues, type RefusalValuesOf } from '@vidya/contract';

type Options = { errors?: Record<string, string[]>; retryAfterSeconds?: number };

/**
 * What a refusal with `Code` takes after its detail: its `values` when its message names some
 * (the contract's `REFUSAL_VALUES`), so a refusal cannot leave out what its translation needs.
 */
export type RefusalOptions<Code extends RefusalCode> = [RefusalValuesOf<Code>] extends [never]
  ? [options?: Options]
  : [options: Options & { values: RefusalValuesOf<Code> }];

/** The values argument of the helpers below: required exactly when the code's message names some. */
export type ValuesArgument<Code extends RefusalCode> = [RefusalValuesOf<Code>] extends [never]
  ? []
  : [values: RefusalValuesOf<Code>];

/**
 * A refusal: its code from the contract's one table (which gives its HTTP status), the English
 * `detail` for API clients, and the `values` its message names in other languages (decision
 * 037). One error handler sends it (plugins/errors.ts).
 */
export class AppError<Code extends RefusalCode = RefusalCode> extends Error {
  readonly statusCode: number;
  readonly options: Options & { values?: RefusalValues };

  constructor(
    readonly code: Code,
    readonly detail: string,
    ...[options]: RefusalOptions<Code>
  ) {
    super(detail);
    this.name = 'AppError';
    this.statusCode = REFUSALS[code];
    this.options = options ?? {};
  }
}

const withValues = (values: RefusalValues | undefined) => (values === undefined ? {} : { values });

/** A 404 naming what was not found. */
export function notFound<Code extends RefusalCode>(
  code: Code,
  detail: string,
  ...[values]: ValuesArgument<Code>
): AppError {
  // The arguments' types already tie the values to the code; the union AppError<RefusalCode>
  // cannot see that, hence the cast.
  return new AppError<RefusalCode>(code, detail, withValues(values) as never);
}

/** A refusal naming the field at fault, its detail also the field's message. */
export function fieldRefusal<Code extends RefusalCode>(
  code: Code,
  field: string,
  detail: string,
  ...[values]: ValuesArgument<Code>
): AppError {
  return new AppError<RefusalCode>(code, detail, {
    errors: { [field]: [detail] },
    ...withValues(values),
  } as never);
}
