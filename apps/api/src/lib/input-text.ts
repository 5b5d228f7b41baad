import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { findForbiddenText, type TextProblem } from '@vidya/contract';
import type { $ZodType } from 'zod/v4/core';
import { AppError } from './app-error.ts';

/** Enough to fix a request; a body full of NULs does not get a megabyte of errors back. */
const MAX_REPORTED = 20;

/**
 * Headers stay out: Node hands their bytes over as Latin-1, so the UTF-8 of "€" arrives holding
 * a C1 control. Everything else a route declares is checked.
 */
const CHECKED_PARTS = new Set(['body', 'querystring', 'params']);

const toValidationError = ({ path, message }: TextProblem): FastifySchemaValidationError => ({
  keyword: 'text',
  instancePath: `/${path.join('/')}`,
  schemaPath: '#/text',
  params: {},
  message,
});

/**
 * fastify-type-provider-zod's validator with the contract's text rule in front (decision 014):
 * every body, query string and path of every route is refused with the same 400 as a schema
 * error, naming the field, before its zod schema sees it.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  if (!route.httpPart || !CHECKED_PARTS.has(route.httpPart)) return validate;
  return (data: unknown) => {
    const problems = findForbiddenText(data, MAX_REPORTED);
    return problems.length > 0 ? { error: problems.map(toValidationError) } : validate(data);
  };
};

/**
 * The same rule for input a route reads by hand (file names, webhook bodies): a 400 naming the
 * first refused field, below `prefix` when given.
 */
export function refuseForbiddenText(value: unknown, prefix?: string): void {
  const problems = findForbiddenText(value, MAX_REPORTED);
  const [first] = problems;
  if (!first) return;
  const name = (problem: TextProblem) =>
    [prefix, ...problem.path].filter((part) => part !== undefined).join('.');
  const errors: Record<string, string[]> = {};
  for (const problem of problems) (errors[name(problem) || 'non_field_errors'] ??= []).push(problem.message);
  const field = name(first);
  throw new AppError(
    'invalid',
    field ? `Invalid ${field}: ${first.message}` : `Request is invalid: ${first.message}`,
    {
      errors,
    },
  );
}
