import type { StandardSchemaV1 } from '@standard-schema/spec';

/**
 * A contract's schema that loads when the first answer is checked, not with the page: the gate and
 * the shell then carry no validation library before they can show anything
 * (docs/web-app-delivery.md, "Contracts load late"). RTK Query awaits the check.
 */
export function lazySchema<Input, Output>(
  load: () => Promise<StandardSchemaV1<Input, Output>>,
): StandardSchemaV1<Input, Output> {
  let loaded: Promise<StandardSchemaV1<Input, Output>> | undefined;
  return {
    '~standard': {
      version: 1,
      vendor: 'teewatch-lazy',
      validate: async (value) => (await (loaded ??= load()))['~standard'].validate(value),
    },
  };
}
