import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyServerOptions } from 'fastify';

type Validator = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type ValidatorFactory = (externalSchemas: unknown, options: unknown) => FastifySchemaCompiler<unknown>;
type SerializerFactory = (externalSchemas: unknown, options: unknown) => FastifySerializerCompiler<unknown>;
type CompilersFactory = NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/**
 * Fastify's own compilers (Ajv for requests, fast-json-stringify for answers), each route's schema
 * compiled on the route's first call instead of at start. Compiling all ~330 routes costs seconds,
 * paid by every test file although each calls a few routes; `test/schemas.test.ts` builds the app
 * with the eager compilers, so a schema that does not compile still fails the suite.
 */
export function lazySchemaCompilers(): CompilersFactory {
  const validators = AjvCompiler() as unknown as ValidatorFactory;
  const serializers = SerializerSelector() as unknown as SerializerFactory;
  const lazy: { buildValidator: ValidatorFactory; buildSerializer: SerializerFactory } = {
    buildValidator(externalSchemas, options) {
      const compile = validators(externalSchemas, options);
      return (routeSchema) => {
        let compiled: Validator | undefined;
        const validate: Validator = (data, context) => {
          compiled ??= compile(routeSchema) as Validator;
          const valid = compiled(data, context);
          // Fastify reads the failures from the function it was given.
          validate.errors = compiled.errors;
          return valid;
        };
        // Fastify passes Ajv's context (the parent of the value, so coercion can replace it) only
        // to a function that has `schemaEnv`, and reads that before the first call compiles.
        validate.schemaEnv = true;
        return validate as never;
      };
    },
    buildSerializer(externalSchemas, options) {
      const compile = serializers(externalSchemas, options);
      return (routeSchema) => {
        let compiled: ((data: unknown) => string) | undefined;
        return (data: unknown) => {
          compiled ??= compile(routeSchema);
          return compiled(data);
        };
      };
    },
  };
  return lazy as CompilersFactory;
}
